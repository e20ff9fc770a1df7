import 'server-only'
import { z } from 'zod'

/**
 * The one place that reads `process.env` on the server. A missing optional service means
 * "feature off", never a crash; a malformed value fails the start with a clear message.
 */

/** An empty value (`KEY=` in a .env file) means "not set", like an absent one. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional())

const schema = z
  .object({
    SITE_URL: z.url().default('http://localhost:3000'),
    SANITY_PROJECT_ID: z
      .string()
      .regex(/^[a-z0-9-]+$/, 'SANITY_PROJECT_ID: lower-case letters, digits and dashes')
      .optional(),
    SANITY_DATASET: z.string().min(1).default('production'),
    /** The project's GROQ API version, the Studio's too (studio/env.ts says why this date). */
    SANITY_API_VERSION: z.string().default('2025-02-19'),
    /** Hosted mode: reads a private dataset, and drafts in draft mode (needs Viewer rights). */
    SANITY_API_READ_TOKEN: optional(z.string().min(1)),
    CONTENT_DIR: z.string().min(1).optional(),
    /** Shared with the publish webhook: POST /api/revalidate checks its signature with it. */
    SANITY_REVALIDATE_SECRET: optional(z.string().min(16, 'SANITY_REVALIDATE_SECRET: at least 16 characters')),
    /**
     * The local Content Lake the Studio edits against (embedded default). The site reads
     * content/ in-process; it asks the lake only whether a draft-mode secret is valid.
     */
    SANITY_LAKE_URL: optional(z.url()).transform((value) => value ?? 'http://localhost:3400'),
    /** A token the local lake accepts for raw reads; without it draft mode stays off. */
    SANITY_LAKE_TOKEN: optional(z.string().min(1)),
    /**
     * The Studio, which frames pages in its Presentation tool: the only other origin allowed to
     * (lib/security-headers.ts) and where a click on a field in draft mode leads (lib/sanity/editing.ts).
     */
    SANITY_STUDIO_URL: optional(z.url()).transform((value) => value ?? 'http://localhost:3333'),

    // ---- Leads (POST /api/crm/contacts) ----
    /** A PostgreSQL server for leads; without it, PGlite in-process under LEADS_DATA_DIR. */
    /**
     * The cache every instance shares (cache-handler.ts). Read by lib/cache/shared-cache.ts
     * itself, which runs outside the app's bundle; validated here so a typo fails the start.
     */
    REDIS_URL: optional(z.string().regex(/^rediss?:\/\//, 'REDIS_URL: a redis:// or rediss:// URL')),
    DATABASE_URL: optional(
      z.string().regex(/^postgres(ql)?:\/\//, 'DATABASE_URL: a postgres:// or postgresql:// connection string'),
    ),
    /** PGlite's folder (default `<repo>/.data/leads`, resolved in lib/leads/db.ts). */
    LEADS_DATA_DIR: optional(z.string().min(1)),
    /** reCAPTCHA v3: the site key is public (the forms get it at run time), the secret is not. */
    RECAPTCHA_SITE_KEY: optional(z.string().min(1)),
    RECAPTCHA_SECRET_KEY: optional(z.string().min(1)),
    /** Google's siteverify; tests point it at a loopback server. */
    RECAPTCHA_VERIFY_URL: optional(z.url()).transform(
      (value) => value ?? 'https://www.google.com/recaptcha/api/siteverify',
    ),
    RECAPTCHA_MIN_SCORE: optional(z.coerce.number().min(0).max(1)).transform((value) => value ?? 0.5),
    /** An external CRM receiving each new lead as a signed JSON POST (the outbox). */
    CRM_WEBHOOK_URL: optional(z.url()),
    CRM_WEBHOOK_SECRET: optional(z.string().min(16, 'CRM_WEBHOOK_SECRET: at least 16 characters')),
    /**
     * How long the site keeps a lead's or a confirmed booking's personal data once the sales team
     * has it (days, default 90): counted from the CRM's acknowledgement, or from the lead itself
     * without a CRM. Newsletter subscriptions are kept while subscribed (docs/privacy.md).
     */
    DATA_RETENTION_DAYS: optional(
      z.coerce
        .number()
        .int()
        .min(1)
        .max(365 * 10),
    ).transform((value) => value ?? 90),
    /** How often each instance sweeps the outbox and expired bookings (seconds). */
    LEADS_SWEEP_SECONDS: optional(z.coerce.number().int().min(1).max(3600)).transform((value) => value ?? 30),
    /**
     * Reverse proxies in front of the site that write or append the address they received from
     * to X-Forwarded-For (deploy/nginx/meridian.conf: 1); 0 when clients connect directly.
     * Client addresses are read that many entries from the right (lib/client-address.ts).
     */
    TRUSTED_PROXY_HOPS: optional(z.coerce.number().int().min(0).max(10)).transform((value) => value ?? 0),
    /** Lead submissions accepted per client address per minute. */
    LEADS_RATE_LIMIT: optional(z.coerce.number().int().positive()).transform((value) => value ?? 20),
    /**
     * The bot check every lead form runs without a captcha (README.md, "Bot protection"): a form
     * posted sooner than this after the visitor first focused it is refused (0 turns the minimum
     * off, as the browser tests do), and one older than LEADS_MAX_FORM_AGE_HOURS.
     */
    LEADS_MIN_FORM_AGE_MS: optional(z.coerce.number().int().min(0).max(60_000)).transform((value) => value ?? 3000),
    LEADS_MAX_FORM_AGE_HOURS: optional(
      z.coerce
        .number()
        .int()
        .min(1)
        .max(24 * 7),
    ).transform((value) => value ?? 24),
    /** Signs form tokens; unset, the lead store makes one and keeps it, shared by every instance. */
    FORM_TOKEN_SECRET: optional(z.string().min(32, 'FORM_TOKEN_SECRET: at least 32 characters')),

    // ---- Time and the checkout ----
    /**
     * The site's "now" (an ISO date or date-time), for tests and demos: bookability, checkout
     * expiry and date rules read lib/clock.ts, never Date.now(). Unset: the real time.
     */
    SITE_CLOCK: optional(
      z
        .string()
        .regex(/^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2}))?$/, 'SITE_CLOCK: YYYY-MM-DD or an ISO date-time')
        .refine((value) => !Number.isNaN(Date.parse(value)), 'SITE_CLOCK: not a real date'),
    ),
    /**
     * The sample dataset's dates: `rolling` (default) keeps untouched sample deals as far ahead
     * of today as on the dataset's reference day; `as-written` reads them as committed (tests).
     */
    SAMPLE_DATES: z.enum(['rolling', 'as-written']).default('rolling'),
    /** An unconfirmed booking expires this many hours after it was started (7 days). */
    CHECKOUT_EXPIRY_HOURS: optional(
      z.coerce
        .number()
        .int()
        .positive()
        .max(24 * 90),
    ).transform((value) => value ?? 168),

    // ---- Third parties (all off by default; each loads only with its consent category) ----
    /** Cookiebot's domain group id: Cookiebot then owns the consent banner. */
    COOKIEBOT_ID: optional(z.string().regex(/^[0-9a-f-]{36}$/i, 'COOKIEBOT_ID: a Cookiebot domain group id')),
    /** Google Analytics 4 measurement id (statistic consent). */
    ANALYTICS_GA_ID: optional(z.string().regex(/^G-[A-Z0-9]+$/, 'ANALYTICS_GA_ID: a GA4 id such as G-XXXXXXX')),
    /** A marketing pixel script (marketing consent). */
    MARKETING_PIXEL_URL: optional(z.url()),
    /** The site's own chat widget and a third-party customer chat (functional consent). */
    CHAT_WIDGET_URL: optional(z.url()),
    CUSTOMER_CHAT_URL: optional(z.url()),
    /**
     * Where the browser keeps app state such as a half-filled flight request (docs/behaviour.md,
     * "Web storage").
     */
    APP_STATE_STORAGE: z.enum(['local', 'session', 'cookie']).default('session'),
    /**
     * Google Places API (New) key, kept on the server: address suggestions in the checkout's
     * billing address, asked by the server (lib/checkout/places.ts), never by the browser.
     */
    GOOGLE_MAPS_KEY: optional(z.string().min(10)),
    /** Where the Places API is asked (Google's by default); tests point it at loopback. */
    GOOGLE_PLACES_URL: optional(z.url()),
  })
  // Half a configuration would fail silently (every lead refused, or none verified, or
  // deliveries nobody can authenticate), so it is refused at start like a malformed value.
  .refine((env) => Boolean(env.RECAPTCHA_SITE_KEY) === Boolean(env.RECAPTCHA_SECRET_KEY), {
    message: 'RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET_KEY are set together or not at all',
    path: ['RECAPTCHA_SECRET_KEY'],
  })
  .refine((env) => !env.CRM_WEBHOOK_URL || env.CRM_WEBHOOK_SECRET, {
    message: 'CRM_WEBHOOK_URL needs CRM_WEBHOOK_SECRET to sign the deliveries',
    path: ['CRM_WEBHOOK_SECRET'],
  })

const parsed = schema.safeParse(process.env)
if (!parsed.success) {
  throw new Error(`Invalid environment:\n${z.prettifyError(parsed.error)}`)
}

export const env = parsed.data

/** Hosted mode reads Sanity's Content Lake; otherwise the sample content in `content/`. */
export const contentMode = env.SANITY_PROJECT_ID ? 'hosted' : 'embedded'

/**
 * What the browser may know, read at run time (not baked in at build like NEXT_PUBLIC_*),
 * so one build serves every environment. A server component passes it to client code.
 */
export const publicRuntimeConfig = {
  recaptchaSiteKey: env.RECAPTCHA_SITE_KEY,
  cookiebotId: env.COOKIEBOT_ID,
  analyticsGaId: env.ANALYTICS_GA_ID,
  marketingPixelUrl: env.MARKETING_PIXEL_URL,
  chatWidgetUrl: env.CHAT_WIDGET_URL,
  customerChatUrl: env.CUSTOMER_CHAT_URL,
  appStateStorage: env.APP_STATE_STORAGE,
} as const

export type PublicRuntimeConfig = typeof publicRuntimeConfig
