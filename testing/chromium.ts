/**
 * How every browser run here starts Chromium: Debian's build (Playwright cannot download its
 * own on this network), with the services that would reach outside switched off. Shared by
 * both Playwright configs and the Lighthouse benchmark.
 */
export const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
}
