/** A checkout link's token as newCheckoutToken (lib/checkout/token.ts) draws it. */
export const CHECKOUT_TOKEN_PATTERN = /^[A-Za-z0-9_-]{22}$/

/** A booking page's address, `/checkout/{token}`, with whatever stands in the token's place. */
const CHECKOUT_PAGE_PATH = /^\/checkout\/([^/]+)\/?$/

/** Whether `pathname` is the checkout page's route, `/checkout/{anything}`, a booking's or not. */
export const isCheckoutPage = (pathname: string) => CHECKOUT_PAGE_PATH.test(pathname)

/** The booking's token when `pathname` is a booking's page (`/checkout/{token}`), else undefined. */
export function checkoutTokenOf(pathname: string): string | undefined {
  const token = CHECKOUT_PAGE_PATH.exec(pathname)?.[1]
  return token && CHECKOUT_TOKEN_PATTERN.test(token) ? token : undefined
}

/** Where each step of a booking lives: the step is in the URL, so back and forward move between steps. */
export const checkoutHref = (token: string, step?: number) =>
  step ? `/checkout/${token}?step=${step}` : `/checkout/${token}`

export const CHECKOUT_STEPS = ['Your flight', 'Passengers', 'Contact and review', 'Confirmation'] as const
