import { chromium } from '@playwright/test'
const pages = process.argv.slice(2)
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-quic','--disable-background-networking','--disable-component-update','--disable-sync'] })
for (const width of [1280, 375]) {
  const ctx = await browser.newContext({ viewport: { width, height: width === 375 ? 800 : 900 }, deviceScaleFactor: 1 })
  const page = await ctx.newPage()
  for (const p of pages) {
    await page.goto('http://localhost:3000' + p, { waitUntil: 'networkidle' })
    const name = (p === '/' ? 'home' : p.replaceAll('/', '_')) + '-' + width + '.png'
    await page.screenshot({ path: '/tmp/shots/' + name, fullPage: true })
    console.log(name)
  }
  await ctx.close()
}
await browser.close()
