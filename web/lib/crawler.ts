/** Search-engine and link-preview crawlers, by user agent. */
const CRAWLER =
  /bot\b|crawler|spider|slurp|googlebot|bingbot|duckduckbot|baiduspider|yandex|applebot|facebookexternalhit|twitterbot|linkedinbot|embedly|ahrefs|semrush|petalbot|headlesschrome\/.*lighthouse/i

export const isCrawler = (userAgent: string | null | undefined) => Boolean(userAgent && CRAWLER.test(userAgent))
