/**
 * How a lead form proves it was filled in by a person (README.md, "Bot protection"), shared by the
 * forms and the routes that check them. Headers, not fields: the newsletter's payload is fixed
 * (docs/behaviour.md, "Newsletter"), and every form sends the proof the same way.
 */

/** The signed token `GET /api/form-token` gave the form when the visitor first focused it. */
export const FORM_TOKEN_HEADER = 'X-Form-Token'
/** What a bot typed into the form's hidden field; sent only when it is not empty. */
export const FORM_TRAP_HEADER = 'X-Form-Trap'

/** The answer of `GET /api/form-token`. */
export type FormTokenAnswer = { token: string; minAgeMs: number; maxAgeMs: number }
