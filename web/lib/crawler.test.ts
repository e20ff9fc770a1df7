import { describe, expect, it } from 'vitest'
import { isCrawler } from './crawler'

describe('isCrawler', () => {
  it('recognises search engines and link previews', () => {
    for (const agent of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
      'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
      'Mozilla/5.0 (compatible; YandexBot/3.0)',
    ]) {
      expect(isCrawler(agent), agent).toBe(true)
    }
  })

  it('leaves travellers’ browsers alone', () => {
    for (const agent of [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
      'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36',
      '',
      null,
    ]) {
      expect(isCrawler(agent), String(agent)).toBe(false)
    }
  })
})
