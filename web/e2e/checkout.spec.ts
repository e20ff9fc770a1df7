import { expect, test } from '@playwright/test'

const CHECKOUT = '/checkout/3f9c2a7be41d4c0f8a6e'

test.describe('wide screens', () => {
  test('checkout has the reduced header and the checkout footer', async ({ page }) => {
    await page.goto(CHECKOUT)
    const header = page.getByRole('banner')
    await expect(header.getByRole('link', { name: /home$/ })).toHaveAttribute('href', '/')
    await expect(header.getByRole('button', { name: 'Contact us' })).toBeVisible()
    await expect(header.getByRole('link', { name: /^\+1/ })).toHaveAttribute('href', /^tel:\+1\d{10}$/)
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveCount(0)

    const footer = page.getByRole('contentinfo')
    await expect(footer.getByRole('navigation', { name: 'Footer' })).toHaveCount(0)
    await expect(footer.getByRole('textbox', { name: 'E-mail address' })).toHaveCount(0)
    await expect(footer.getByRole('list', { name: 'Airlines we book' })).toHaveCount(0)
    await expect(footer).toContainText('© 2024-2025')
    await expect(footer.getByRole('link', { name: /@example\.com$/ })).toBeVisible()
  })

  test('Contact us opens the contact form modal', async ({ page }) => {
    await page.goto(CHECKOUT)
    await page.getByRole('button', { name: 'Contact us' }).click()
    const dialog = page.getByRole('dialog', { name: 'Contact our travel experts' })
    await expect(dialog).toBeVisible()
    await dialog.getByRole('button', { name: 'Close' }).click()
    await expect(dialog).toBeHidden()
    await expect(page.getByRole('button', { name: 'Contact us' })).toBeFocused()
  })
})

test.describe('phones', () => {
  test.use({ viewport: { width: 375, height: 800 }, isMobile: true, hasTouch: true })

  test('the mobile checkout header shows the flight and a back arrow only on steps 2 and 3', async ({ page }) => {
    for (const [step, arrow] of [
      [1, false],
      [2, true],
      [3, true],
      [4, false],
    ] as const) {
      await page.goto(`${CHECKOUT}?step=${step}`)
      const header = page.getByTestId('mobile-checkout-header')
      await expect(header.getByText('Your flight', { exact: true })).toBeVisible()
      await expect(header.getByText('Round trip · 1 adult')).toBeVisible()
      await expect(header.getByRole('link', { name: 'Back to the previous step' })).toHaveCount(arrow ? 1 : 0)
    }
  })

  test('the back arrow returns to the previous step and the chat icon opens the contact form', async ({ page }) => {
    await page.goto(`${CHECKOUT}?step=3`)
    await page.getByRole('link', { name: 'Back to the previous step' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Step 2 of 4: Passengers')
    await page.getByRole('button', { name: /open the contact form/ }).click()
    await expect(page.getByRole('dialog', { name: 'Contact our travel experts' })).toBeVisible()
  })

  test('the checkout footer uses the small dark logo', async ({ page }) => {
    await page.goto(CHECKOUT)
    await expect(page.locator('[data-logo="footer"] [data-variant="small"]')).toBeVisible()
  })
})
