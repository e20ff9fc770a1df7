import { sql } from 'drizzle-orm'
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import type { BookingStatus, ContactDetails, DealSnapshot, Passenger, TripDetails } from '../checkout/types.ts'

/**
 * The lead store's tables (Drizzle). `drizzle-kit generate` turns changes here into SQL
 * migrations under ./migrations (see web/drizzle.config.ts); db.ts applies them at first use.
 * No imports beyond drizzle-orm: drizzle-kit and the `npm run leads` CLI load this file
 * outside Next.
 */

/**
 * Every lead, newsletter subscribers included: one list for the sales team. Subscribers are
 * unique by (lower-cased) e-mail through a partial unique index, so subscribing twice keeps
 * one row; quote requests may repeat freely.
 */
export const leads = pgTable(
  'leads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Human reference shown on /thanks and quoted on the phone, e.g. MB-7K3F9Q. */
    reference: text('reference').notNull(),
    type: text('type').$type<'subscribe' | 'contact' | 'flight-request' | 'questionnaire' | 'booking'>().notNull(),
    email: text('email').notNull(),
    name: text('name'),
    phone: text('phone'),
    /** The form's validated fields as submitted (null for a subscription). */
    fields: jsonb('fields').$type<Record<string, unknown>>(),
    /** The newest stored UTM record, when the visitor came from a campaign. */
    utm: jsonb('utm').$type<Record<string, unknown>>(),
    sessionId: text('session_id'),
    /** reCAPTCHA v3 score (null when verification is off): lets sales triage doubtful leads. */
    captchaScore: real('captcha_score'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('leads_reference_key').on(table.reference),
    uniqueIndex('leads_subscriber_email_key')
      .on(table.email)
      .where(sql`${table.type} = 'subscribe'`),
    index('leads_created_at_idx').on(table.createdAt.desc()),
  ],
)

/**
 * Deliveries to the external CRM, written in the lead's own transaction (the transactional
 * outbox): a lead is never stored without its delivery, nor a delivery without its lead.
 * `body` is the exact JSON sent, kept as text so every retry sends (and signs) the same bytes.
 */
export const leadOutbox = pgTable(
  'lead_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** A worker's lease: while in the future, no other worker may claim the row. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /** Set when the retries are exhausted; the lead itself stays listed by `npm run leads`. */
    failedAt: timestamp('failed_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('lead_outbox_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.deliveredAt} is null and ${table.failedAt} is null`),
    index('lead_outbox_lead_id_idx').on(table.leadId),
  ],
)

/**
 * Fixed-window request counters per client address, shared by every instance of the site
 * (state in the database, not in one process's memory). The periodic sweep deletes finished windows.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.key, table.windowStart] })],
)

/**
 * Checkouts (`/checkout/{token}`), one row per "Book this deal". The token is the only key to
 * the row; the reference is what the traveller and the agent quote, and becomes the reference
 * of the `booking` lead written in the same transaction that confirms the booking. Each step's
 * fields are saved when submitted; `furthest_step` is where the link resumes. Personal data
 * of bookings never confirmed is erased when they expire (lib/checkout/store.ts).
 */
export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    token: text('token').notNull(),
    reference: text('reference').notNull(),
    status: text('status').$type<BookingStatus>().notNull().default('open'),
    deal: jsonb('deal').$type<DealSnapshot>().notNull(),
    trip: jsonb('trip').$type<TripDetails>(),
    passengers: jsonb('passengers').$type<Passenger[]>(),
    contact: jsonb('contact').$type<ContactDetails>(),
    furthestStep: integer('furthest_step').notNull().default(1),
    /** Counts the saves, so a page rendered before the latest one can tell it is stale. */
    revision: integer('revision').notNull().default(0),
    leadId: uuid('lead_id').references(() => leads.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** When the expiry sweep erased the passengers and contact details. */
    purgedAt: timestamp('purged_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('bookings_token_key').on(table.token),
    uniqueIndex('bookings_reference_key').on(table.reference),
    index('bookings_open_expires_idx')
      .on(table.expiresAt)
      .where(sql`${table.status} = 'open'`),
  ],
)

/**
 * The forms' bot-check tokens held by a request or spent on a stored lead (lib/leads/bot-check.ts),
 * by their nonce, shared by every instance on this store: a token spent on one instance is spent
 * on all. The periodic sweep deletes rows past their token's age limit.
 */
export const spentFormTokens = pgTable(
  'spent_form_tokens',
  {
    nonce: text('nonce').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('spent_form_tokens_expires_idx').on(table.expiresAt)],
)

/**
 * Secrets the site makes for itself when none is configured, kept here so that every instance on
 * this store shares them (e.g. `form-token`, which signs the forms' bot-check tokens).
 */
export const siteSecrets = pgTable('site_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

export type Lead = typeof leads.$inferSelect
export type NewLead = typeof leads.$inferInsert
export type Booking = typeof bookings.$inferSelect
