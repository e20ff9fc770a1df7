/**
 * A stand-in for the Google Maps JavaScript library on loopback, for the browser tests of the
 * checkout's address suggestions (GOOGLE_MAPS_SCRIPT_URL points here). It answers the script
 * the real library is loaded as (`?key=…&libraries=places&language=en&callback=…`): it
 * records the query, defines `google.maps.importLibrary('places')` with an `Autocomplete` that
 * lists one suggestion under the field once "1 Main" is typed, and calls the callback.
 * Choosing the suggestion fires `place_changed` with a Boston address.
 *
 *   node web/test/fake-maps.ts [port]      (default 3109)
 */
import { createServer } from 'node:http'

const port = Number(process.argv[2] ?? process.env.FAKE_MAPS_PORT ?? 3109)

const library = (callback: string) => `
(() => {
  const place = { address_components: [
    { long_name: '1', short_name: '1', types: ['street_number'] },
    { long_name: 'Main Street', short_name: 'Main St', types: ['route'] },
    { long_name: 'Boston', short_name: 'Boston', types: ['locality', 'political'] },
    { long_name: 'Massachusetts', short_name: 'MA', types: ['administrative_area_level_1', 'political'] },
    { long_name: 'United States', short_name: 'US', types: ['country', 'political'] },
    { long_name: '02110', short_name: '02110', types: ['postal_code'] },
  ] };
  class Autocomplete {
    constructor(input) {
      this.input = input;
      this.listeners = [];
      this.chosen = {};
      const list = document.createElement('ul');
      list.setAttribute('role', 'listbox');
      list.setAttribute('aria-label', 'Address suggestions (test maps)');
      list.hidden = true;
      const option = document.createElement('li');
      option.setAttribute('role', 'option');
      option.setAttribute('aria-selected', 'false');
      option.textContent = '1 Main Street, Boston, MA 02110, USA';
      option.style.cssText = 'cursor:pointer;padding:.5rem;background:#fff;color:#1a2233;border:1px solid #aab5c5';
      option.addEventListener('click', () => {
        this.chosen = place;
        list.hidden = true;
        for (const listener of this.listeners) listener();
      });
      list.append(option);
      input.after(list);
      input.addEventListener('input', () => { list.hidden = !input.value.startsWith('1 Main'); });
    }
    addListener(event, handler) { if (event === 'place_changed') this.listeners.push(handler); }
    getPlace() { return this.chosen; }
  }
  window.google = { maps: { importLibrary: async (name) => (name === 'places' ? { Autocomplete } : {}) } };
  window.__fakeMapsRequests = (window.__fakeMapsRequests || 0) + 1;
  window[${JSON.stringify(callback)}]();
})();
`

const requests: string[] = []

createServer((request, response) => {
  const url = new URL(request.url ?? '/', `http://127.0.0.1:${port}`)
  if (url.pathname === '/requests') {
    response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(requests))
    return
  }
  if (url.pathname !== '/maps/api/js') {
    response.writeHead(404).end()
    return
  }
  requests.push(url.search)
  const callback = url.searchParams.get('callback') ?? ''
  if (!/^[A-Za-z_$][\w$]*$/.test(callback)) {
    response.writeHead(400).end()
    return
  }
  response.writeHead(200, { 'Content-Type': 'text/javascript', 'Cache-Control': 'no-store' }).end(library(callback))
}).listen(port, '127.0.0.1', () => console.log(`fake maps on http://127.0.0.1:${port}/maps/api/js`))
