import type account from './locales/en/account.json';
import type admin from './locales/en/admin.json';
import type affiliate from './locales/en/affiliate.json';
import type authoring from './locales/en/authoring.json';
import type booking from './locales/en/booking.json';
import type catalogue from './locales/en/catalogue.json';
import type checkin from './locales/en/checkin.json';
import type common from './locales/en/common.json';
import type company from './locales/en/company.json';
import type counter from './locales/en/counter.json';
import type faq from './locales/en/faq.json';
import type forms from './locales/en/forms.json';
import type pages from './locales/en/pages.json';
import type payments from './locales/en/payments.json';
import type planning from './locales/en/planning.json';
import type quote from './locales/en/quote.json';
import type reviews from './locales/en/reviews.json';
import type trip from './locales/en/trip.json';

/** `{ a: { b: 'text' } }` under `ns` → `'ns.a.b'`: the ids the build gives a catalogue's texts. */
type TLeaves<T, TPrefix extends string> = {
  [K in keyof T & string]: T[K] extends string ? `${TPrefix}.${K}` : TLeaves<T[K], `${TPrefix}.${K}`>;
}[keyof T & string];

/** Every message id, from the English catalogues (the source language): a mistyped id fails the type check. */
export type TMessageId =
  | TLeaves<typeof common, 'common'>
  | TLeaves<typeof catalogue, 'catalogue'>
  | TLeaves<typeof pages, 'pages'>
  | TLeaves<typeof faq, 'faq'>
  | TLeaves<typeof trip, 'trip'>
  | TLeaves<typeof booking, 'booking'>
  | TLeaves<typeof forms, 'forms'>
  | TLeaves<typeof quote, 'quote'>
  | TLeaves<typeof account, 'account'>
  | TLeaves<typeof planning, 'planning'>
  | TLeaves<typeof checkin, 'checkin'>
  | TLeaves<typeof counter, 'counter'>
  | TLeaves<typeof company, 'company'>
  | TLeaves<typeof admin, 'admin'>
  | TLeaves<typeof affiliate, 'affiliate'>
  | TLeaves<typeof payments, 'payments'>
  | TLeaves<typeof authoring, 'authoring'>
  | TLeaves<typeof reviews, 'reviews'>;
