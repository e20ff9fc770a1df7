/**
 * The time every test server and test lake runs at, whatever the real date, with the sample's
 * dates read as written (content/sample.json). Pages, the checkout's date rules and the lake
 * then see the same fixed dataset on every run, so no test depends on today (README.md,
 * "Configuration"). Shared by both Playwright suites and the site's Vitest project.
 *
 * The day is 16 March 2027, within the sample's season: every sample deal is on sale except
 * Los Angeles–Tokyo, whose travel window closed on 15 March, so the suites can show both a
 * bookable and an ended deal without touching the content.
 */
export const TEST_TIME = {
  SITE_CLOCK: '2027-03-16T12:00:00Z',
  SAMPLE_DATES: 'as-written',
} as const

/** A deal of the sample that can no longer be booked at TEST_TIME. */
export const ENDED_DEAL_SLUG = 'los-angeles-to-tokyo-business-class'
