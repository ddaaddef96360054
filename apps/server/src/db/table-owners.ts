import type { DB } from './types.ts';

/**
 * The one area that writes each table (folders under `src/`): only its files insert, update or delete rows of it;
 * another area calls the owner's functions with its own transaction. `table-owners.test.ts` checks the code
 * against this map. Reading is free: any area may join any table.
 */
export type TArea =
  | 'modules/accounts'
  | 'modules/affiliates'
  | 'modules/blog'
  | 'modules/booking'
  | 'modules/catalogue-admin'
  | 'modules/checkin'
  | 'modules/companies'
  | 'modules/distribution'
  | 'modules/forms'
  | 'modules/newsletter'
  | 'modules/payments'
  | 'modules/payouts'
  | 'modules/quote'
  | 'modules/registration'
  | 'modules/reviews'
  | 'modules/scheduling'
  | 'modules/site-pages'
  | 'modules/staff'
  | 'modules/vendors'
  | 'platform/auth'
  | 'platform/http'
  | 'platform/mail'
  | 'platform/payments'
  | 'platform/storage';

export const TABLE_OWNERS = {
  // Accounts: the `user` row, its password credential and a pending e-mail change.
  user: 'modules/accounts',
  account: 'modules/accounts',
  email_change_request: 'modules/accounts',
  // Sign-in: sessions, sign-in links and codes (better-auth's), what ended them, attempts counted.
  session: 'platform/auth',
  verification: 'platform/auth',
  ended_session: 'platform/auth',
  sign_in_attempt: 'platform/auth',
  request_throttle: 'platform/http',
  dev_message: 'platform/mail',
  stored_file: 'platform/storage',
  company: 'modules/companies',
  employee: 'modules/staff',
  registration_code: 'modules/registration',
  vendor: 'modules/vendors',
  vendor_cash_handover: 'modules/vendors',
  affiliate: 'modules/affiliates',
  affiliate_commission: 'modules/affiliates',
  // Catalogue.
  activity: 'modules/catalogue-admin',
  activity_highlight: 'modules/catalogue-admin',
  activity_stop: 'modules/catalogue-admin',
  activity_media: 'modules/catalogue-admin',
  activity_translation: 'modules/catalogue-admin',
  event: 'modules/catalogue-admin',
  ticket_product: 'modules/catalogue-admin',
  event_translation: 'modules/catalogue-admin',
  ticket_product_translation: 'modules/catalogue-admin',
  // Availability, checkout, manage and tickets (the booking area: a group's places, bookings, issued tickets).
  activity_group: 'modules/booking',
  booking: 'modules/booking',
  participant: 'modules/booking',
  issued_ticket: 'modules/booking',
  group_allocation: 'modules/scheduling',
  group_wait_list: 'modules/scheduling',
  activity_run: 'modules/checkin',
  money_movement: 'modules/payouts',
  provider_webhook_event: 'modules/payments',
  quote_request: 'modules/quote',
  form_submission: 'modules/forms',
  newsletter_subscription: 'modules/newsletter',
  blog_article: 'modules/blog',
  blog_article_translation: 'modules/blog',
  site_page: 'modules/site-pages',
  // Reviews (issue 37): reviews, replies, reports, invitations and the rating aggregate.
  review: 'modules/reviews',
  review_reply: 'modules/reviews',
  review_report: 'modules/reviews',
  review_invitation: 'modules/reviews',
  activity_rating: 'modules/reviews',
  // The built-in test-mode payment provider's state.
  test_provider_account: 'platform/payments',
  test_provider_product: 'platform/payments',
  test_provider_price: 'platform/payments',
  test_provider_coupon: 'platform/payments',
  test_provider_checkout_session: 'platform/payments',
  test_provider_transfer: 'platform/payments',
  test_provider_refund: 'platform/payments',
  // Distribution: resellers, their API keys and the channel of a booking sold over OCTO.
  reseller: 'modules/distribution',
  reseller_product: 'modules/distribution',
  reseller_key: 'modules/distribution',
  reseller_booking: 'modules/distribution',
  // The booking box: the origins a company or an affiliate lets frame it.
  embed_origin: 'modules/distribution',
} as const satisfies Record<keyof DB, TArea>;
