/** A checkout link's token as newCheckoutToken (lib/checkout/token.ts) draws it. */
export const CHECKOUT_TOKEN_PATTERN = /^[A-Za-z0-9_-]{22}$/

/** Where each step of a booking lives: the step is in the URL, so back and forward move between steps. */
export const checkoutHref = (token: string, step?: number) =>
  step ? `/checkout/${token}?step=${step}` : `/checkout/${token}`

export const CHECKOUT_STEPS = ['Your flight', 'Passengers', 'Contact and review', 'Confirmation'] as const
