import type { TLocale } from '@roteiro/domain/i18n/locale';
import type { TSitePageKey } from '@roteiro/domain/site-pages/site-page-paths';
import type { ColumnType, Generated } from 'kysely';

/** Kysely table types of the domain model (migration 0002). docs/data-model.md explains each table. */

/** `timestamptz not null default now()`: a Date when read, optional on insert. */
type DefaultInstant = ColumnType<Date, Date | string | undefined, Date | string>;
/** Nullable `timestamptz`. */
type Instant = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** A `date` column: 'YYYY-MM-DD' both ways (the drivers are told not to turn it into a Date). */
type DateString = string;
/** A `time` column (Europe/Lisbon wall time): read as 'HH:MM:SS'; 'HH:MM' is accepted on write. */
type TimeString = string;
/** A column with a database default: optional on insert. */
type Defaulted<T> = ColumnType<T, T | undefined, T>;

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
/** `jsonb`: parsed when read; written as a JSON.stringify'd string, which both drivers pass through unchanged. */
type Jsonb = ColumnType<JsonValue, string, string>;

/** The 18 activity/ticket category keys (operations.md §9); the database checks every array against this list. */
export type CategoryKey =
  | 'tuk-tuk'
  | 'museums'
  | 'history'
  | 'architecture'
  | 'sightseeing'
  | 'culture-history'
  | 'sunny-weather'
  | 'water-sports'
  | 'wine-tasting'
  | 'nature'
  | 'bicycle'
  | 'walking-tours'
  | 'boat-tours'
  | 'day-trip'
  | 'tickets'
  | 'food-tours'
  | 'free'
  | 'live-music';

export type ActivityMediaKind = 'cover' | 'gallery' | 'video';
export type AllocationStatus = 'joined' | 'canceled';
export type BookingKind = 'shared' | 'private' | 'pass' | 'event';
export type BookingStatus = 'pending' | 'paid' | 'refunded' | 'canceled';
/** 'clawed_back' (0021): paid out, then its booking was refunded; taken back from the next payouts. */
export type CommissionState = 'expected' | 'pending' | 'paid' | 'reversed' | 'clawed_back';
/** 0021 adds 'commission_offset' and 'commission_clawback' (docs/data-model.md, Money). */
export type MoneyMovementKind =
  | 'charge'
  | 'refund'
  | 'company_transfer'
  | 'affiliate_transfer'
  | 'commission_offset'
  | 'commission_clawback';
export type QuoteGroupType = 'Solo' | 'Couple' | 'Family' | 'Friends';

// ---------------------------------------------------------------- operators and accounts

export type CompanyTable = {
  /** The owner's "user".id. */
  id: string;
  name: string;
  phoneNumber: string | null;
  messagingId: string | null;
  numberOfSeats: number | null;
  city: string | null;
  line1: string | null;
  line2: string | null;
  postalCode: string | null;
  taxId: string | null;
  paymentAccountId: string | null;
  hasFinishedSetUp: Defaulted<boolean>;
  createdAt: DefaultInstant;
  updatedAt: DefaultInstant;
};

export type EmployeeTable = {
  id: Generated<string>;
  companyId: string;
  /** Lower-case. */
  email: string;
  name: string;
  driversLicenseKey: string;
  citizenCardKey: string;
  messagingId: string | null;
  /** The language the company chose for the invitation; null (added before it) follows the company account's. */
  invitationLocale: TLocale | null;
  /** Null until the employee registers. */
  userId: string | null;
  registrationFinished: Defaulted<boolean>;
  createdAt: DefaultInstant;
  updatedAt: DefaultInstant;
};

export type RegistrationCodeTable = {
  id: Generated<string>;
  code: string;
  email: string;
  createdBy: string;
  usedAt: Instant;
  usedByUserId: string | null;
  createdAt: DefaultInstant;
};

export type VendorTable = {
  /** The {vendorId} of /vendor/{vendorId}/register. */
  id: Generated<string>;
  email: string;
  name: string;
  userId: string | null;
  registeredAt: Instant;
  createdBy: string | null;
  createdAt: DefaultInstant;
  updatedAt: DefaultInstant;
};

export type AffiliateTable = {
  id: Generated<string>;
  name: string;
  email: string;
  phoneNumber: string | null;
  userId: string | null;
  paymentAccountId: string | null;
  isPaymentAccountSetUp: Defaulted<boolean>;
  /** Upper-case; also the ?referral= value. */
  discountCode: string | null;
  providerCouponId: string | null;
  /** Discount the code gives the traveller, in basis points (0–10000). */
  discountBasisPoints: Defaulted<number>;
  /** Commission on what the traveller paid, in basis points (0–2000 = at most 20 %). */
  commissionRateBasisPoints: number;
  createdAt: DefaultInstant;
  updatedAt: DefaultInstant;
};

export type StoredFileTable = {
  id: Generated<string>;
  key: string;
  ownerUserId: string | null;
  contentType: string;
  byteSize: number;
  purpose: string;
  createdAt: DefaultInstant;
};

// ---------------------------------------------------------------- catalogue

export type ActivityTable = {
  id: Generated<string>;
  title: string;
  description: string;
  categories: Defaulted<CategoryKey[]>;
  durationMinutes: number;
  priceCents: number;
  /** Null only for passes. */
  privatePriceCents: number | null;
  marketPriceCents: number | null;
  guiderPaymentCents: Defaulted<number>;
  isPass: Defaulted<boolean>;
  firstDeparture: TimeString | null;
  lastDeparture: TimeString | null;
  frequencyMinutes: number | null;
  cancellationPolicy: string;
  notSuitableFor: string | null;
  whatsIncluded: string | null;
  whatToExpect: string | null;
  additionalInfo: string | null;
  accessibility: string | null;
  languages: string[];
  sharedTimeSlots: TimeString[];
  privateTimeSlots: TimeString[];
  minNumOfParticipants: number;
  maxNumOfParticipants: number;
  meetingPoint: string;
  markerLat: number;
  markerLng: number;
  city: string;
  isVisible: Defaulted<boolean>;
  isFeatured: Defaulted<boolean>;
  isPrivateOnly: Defaulted<boolean>;
  /** How many days ahead the calendar sells it (migration 0042): 1 to 730, a year unless the admin sets it. */
  salesWindowDays: Defaulted<number>;
  /** The spec's `evaluations`: how many ratings. */
  evaluationCount: Defaulted<number>;
  /** Sum of the ratings' stars (1–5 each); average = starsTotal / evaluationCount. */
  starsTotal: Defaulted<number>;
  /** The spec's `reports`. */
  reportCount: Defaulted<number>;
  productId: string | null;
  priceLink: string | null;
  sharedProductId: string | null;
  sharedPriceLink: string | null;
  createdBy: string | null;
  createdAt: DefaultInstant;
  updatedAt: DefaultInstant;
  /** Generated by the database from title, description, categories and city (migration 0007); never written. */
  searchDocument: ColumnType<string, never, never>;
  /** The Portuguese reader's search document (migration 0049), kept by triggers from the activity and its translation; never written. */
  searchDocumentPt: ColumnType<string | null, never, never>;
};

export type ActivityHighlightTable = {
  id: Generated<string>;
  activityId: string;
  position: number;
  text: string;
};

export type ActivityStopTable = {
  id: Generated<string>;
  activityId: string;
  position: number;
  title: string;
  description: string;
  imageUrl: string | null;
  direction: string | null;
  attractions: string | null;
};

export type ActivityMediaTable = {
  id: Generated<string>;
  activityId: string;
  kind: ActivityMediaKind;
  storageKey: string;
  position: Defaulted<number>;
  width: number | null;
  height: number | null;
  createdAt: DefaultInstant;
};

/** The Portuguese texts of an activity (migration 0046): `texts` as `ZActivityTranslationTexts`, checked when read. */
export type ActivityTranslationTable = {
  activityId: string;
  locale: 'pt-PT';
  texts: Jsonb;
  updatedAt: DefaultInstant;
};

/** The Portuguese title of an event (migration 0047): `texts` as `ZEventTranslationTexts`, checked when read. */
export type EventTranslationTable = {
  eventId: string;
  locale: 'pt-PT';
  texts: Jsonb;
  updatedAt: DefaultInstant;
};

/** The Portuguese texts of a ticket (migration 0047): `texts` as `ZTicketTranslationTexts`, checked when read. */
export type TicketProductTranslationTable = {
  ticketProductId: string;
  locale: 'pt-PT';
  texts: Jsonb;
  updatedAt: DefaultInstant;
};

export type EventTable = {
  id: Generated<string>;
  title: string;
  priceCents: number;
  eventDate: DateString;
  eventTime: TimeString;
  activityId: string;
  whatsappGroupLink: string | null;
  isVisible: Defaulted<boolean>;
  productId: string | null;
  priceLink: string | null;
  createdAt: DefaultInstant;
  updatedAt: DefaultInstant;
};

export type TicketProductTable = {
  id: Generated<string>;
  title: string;
  description: string;
  priceCents: number;
  ticketLink: string;
  city: string;
  categories: Defaulted<CategoryKey[]>;
  coverImageKey: string | null;
  isVisible: Defaulted<boolean>;
  createdAt: DefaultInstant;
  updatedAt: DefaultInstant;
};

// ---------------------------------------------------------------- scheduling and runs

export type ActivityGroupTable = {
  id: Generated<string>;
  activityId: string;
  eventId: string | null;
  day: DateString;
  startTime: TimeString;
  endTime: TimeString;
  isPrivate: Defaulted<boolean>;
  /** Participants booked (pending and paid bookings). */
  groupSize: Defaulted<number>;
  capacity: number;
  createdAt: DefaultInstant;
  updatedAt: DefaultInstant;
};

export type GroupAllocationTable = {
  id: Generated<string>;
  groupId: string;
  companyId: string;
  status: Defaulted<AllocationStatus>;
  /** Seats offered when joining (at least 4); an update can only go below it. */
  joinedNOfSeats: number;
  nOfSeats: number;
  numberOfVehicles: number;
  notes: string | null;
  joinedAt: DefaultInstant;
  canceledAt: Instant;
  createdAt: DefaultInstant;
  updatedAt: DefaultInstant;
};

export type GroupWaitListTable = {
  id: Generated<string>;
  groupId: string;
  companyId: string;
  /** Seats and vehicles offered when asking (0010): the allocation they become when promoted. */
  nOfSeats: Defaulted<number>;
  numberOfVehicles: Defaulted<number>;
  createdAt: DefaultInstant;
};

export type ActivityRunTable = {
  id: Generated<string>;
  companyId: string;
  groupId: string;
  activityId: string;
  /** Null when the company's owner ran it. */
  employeeId: string | null;
  startedBy: string;
  startTime: DefaultInstant;
  endTime: Instant;
  inProgress: Defaulted<boolean>;
  numOfScannedTickets: Defaulted<number>;
  payAmountCents: number;
  /** The company's own Paid/Unpaid flag for its employee. */
  guiderHasBeenPaid: Defaulted<boolean>;
  transferIdempotencyKey: string | null;
  transferId: string | null;
  transferredAt: Instant;
  /** The start's idempotency key (migration 0011): a start sent again finds this run. */
  startIdempotencyKey: ColumnType<string | null, string | null | undefined, string | null>;
  createdAt: DefaultInstant;
  updatedAt: DefaultInstant;
};

// ---------------------------------------------------------------- bookings and tickets

export type BookingTable = {
  id: Generated<string>;
  /** The code for "Manage your booking". */
  reference: string;
  kind: BookingKind;
  activityId: string;
  eventId: string | null;
  groupId: string;
  clientName: string;
  clientEmail: string;
  participantCount: number;
  subtotalCents: number;
  discountCents: Defaulted<number>;
  /** subtotalCents − discountCents: what the traveller pays. */
  amountCents: number;
  currency: Defaulted<'eur'>;
  status: Defaulted<BookingStatus>;
  checkoutSessionId: string | null;
  paymentIntentId: string | null;
  affiliateId: string | null;
  referralCode: string | null;
  soldByVendorId: string | null;
  paidAt: Instant;
  refundedAt: Instant;
  canceledAt: Instant;
  /** When the day-before reminder was queued (migration 0008); null until then. */
  reminderSentAt: Instant;
  /** A vendor's sale: the key its screen made once (migration 0025), so a repeated request finds this booking. */
  counterSaleKey: ColumnType<string | null, string | null | undefined, string | null>;
  /** Paid in cash at a vendor's counter (migration 0025). */
  paidInCash: Defaulted<boolean>;
  /** The provider's checkout page of a vendor's sale paid on the customer's phone (migration 0025). */
  checkoutUrl: ColumnType<string | null, string | null | undefined, string | null>;
  /** The language the traveller booked in (migration 0029): every e-mail of the booking is written in it. */
  locale: Defaulted<TLocale>;
  /** The traveller's phone for the guide, E.164 (migration 0039); optional. */
  clientPhone: ColumnType<string | null, string | null | undefined, string | null>;
  /** The traveller's notes for the guide (special needs, diet…; migration 0039); optional. */
  notes: ColumnType<string | null, string | null | undefined, string | null>;
  createdAt: DefaultInstant;
  updatedAt: DefaultInstant;
};

export type ParticipantTable = {
  id: Generated<string>;
  bookingId: string;
  groupId: string;
  clientName: string;
  createdAt: DefaultInstant;
};

export type IssuedTicketTable = {
  id: Generated<string>;
  participantId: string;
  ticketNumber: string;
  isValid: Defaulted<boolean>;
  validatedAt: Instant;
  validatedBy: string | null;
  runId: string | null;
  voidedAt: Instant;
  createdAt: DefaultInstant;
};

// ---------------------------------------------------------------- money

export type AffiliateCommissionTable = {
  id: Generated<string>;
  affiliateId: string;
  bookingId: string;
  state: Defaulted<CommissionState>;
  /** What the traveller paid after the discount. */
  baseCents: number;
  rateBasisPoints: number;
  amountCents: number;
  approvedAt: Instant;
  transferIdempotencyKey: string | null;
  transferId: string | null;
  paidAt: Instant;
  reversedAt: Instant;
  /** 0021: kept back when paid out, against the affiliate's claw-back balance (≤ amountCents). */
  withheldCents: Defaulted<number>;
  /** 0021: set with state 'clawed_back'. */
  clawedBackAt: Instant;
  createdAt: DefaultInstant;
  updatedAt: DefaultInstant;
};

/** Append-only: the database refuses updates and deletes. */
export type MoneyMovementTable = {
  id: Generated<string>;
  kind: MoneyMovementKind;
  /** Always ≥ 0; the kind says which way the money went. */
  amountCents: number;
  currency: Defaulted<'eur'>;
  bookingId: string | null;
  runId: string | null;
  commissionId: string | null;
  providerRef: string | null;
  idempotencyKey: string | null;
  occurredAt: DefaultInstant;
  createdAt: DefaultInstant;
  /** Cash (migration 0025): the vendor who took the money (charge) or paid it back (refund). */
  cashVendorId: ColumnType<string | null, string | null | undefined, string | null>;
};

/** Cash a vendor handed over, recorded by an admin (migration 0025). */
export type VendorCashHandoverTable = {
  id: Generated<string>;
  vendorId: string;
  amountCents: number;
  receivedBy: string | null;
  createdAt: DefaultInstant;
};

export type ProviderWebhookEventTable = {
  id: Generated<string>;
  provider: string;
  providerEventId: string;
  type: string;
  payload: Jsonb;
  receivedAt: DefaultInstant;
  processedAt: Instant;
  error: string | null;
};

// ---------------------------------------------------------------- public forms

export type QuoteRequestTable = {
  id: Generated<string>;
  clientName: string;
  email: string;
  destinations: string[];
  dates: string;
  nOfParticipants: number;
  ageRange: string;
  selectedGroupType: QuoteGroupType;
  shouldPlanItinerary: boolean;
  selectedInterests: Defaulted<string[]>;
  withPrivateGuide: boolean;
  withAirportTransfer: boolean;
  nonNegotiables: string | null;
  notes: string | null;
  /** The language the request was written in (migration 0029), for staff to answer in. */
  locale: Defaulted<TLocale>;
  createdAt: DefaultInstant;
};

export type FormSubmissionTable = {
  id: Generated<string>;
  kind: 'guide-registration' | 'transfer-registration' | 'feedback';
  name: string;
  email: string;
  answers: Jsonb;
  /** The language the form was sent in (migration 0029): the sender's copy is written in it. */
  locale: Defaulted<TLocale>;
  createdAt: DefaultInstant;
};

export type NewsletterSubscriptionTable = {
  id: Generated<string>;
  email: string;
  createdAt: DefaultInstant;
  confirmationSentAt: Instant;
  confirmedAt: Instant;
  unsubscribedAt: Instant;
  /** The language of the latest sign-up that was e-mailed (migration 0029): the newsletter's e-mails use it. */
  locale: Defaulted<TLocale>;
};

export type BlogArticleTable = {
  id: Generated<string>;
  slug: string;
  title: string;
  description: string;
  body: string;
  coverKey: string | null;
  status: Generated<'draft' | 'published'>;
  publishedAt: Instant;
  createdBy: string | null;
  createdAt: DefaultInstant;
  updatedAt: DefaultInstant;
};

/** The Portuguese texts of a blog article (migration 0048): a text not written is null (shown in English). */
export type BlogArticleTranslationTable = {
  articleId: string;
  locale: 'pt-PT';
  title: string | null;
  description: string | null;
  body: string | null;
  updatedAt: DefaultInstant;
};

/** A page of the site (migration 0043): one row per page and language. */
export type SitePageTable = {
  key: TSitePageKey;
  locale: TLocale;
  title: string;
  description: string;
  body: string;
  updatedAt: DefaultInstant;
  updatedBy: string | null;
};

/** A review of a booking by its traveller (migration 0050): only a booking with a ticket validated in `runId`. */
export type ReviewTable = {
  id: Generated<string>;
  bookingId: string;
  activityId: string;
  groupId: string;
  runId: string;
  /** The company that ran the reviewed run: the one that may reply. */
  companyId: string;
  stars: number;
  guideStars: number | null;
  valueStars: number | null;
  organisationStars: number | null;
  text: string;
  language: TLocale;
  createdAt: DefaultInstant;
  updatedAt: DefaultInstant;
  /** Hidden by an admin (with the reason, which its author is told): out of the lists and the average. */
  hiddenAt: Instant;
  hiddenReason: ColumnType<string | null, string | null | undefined, string | null>;
};

/** The company's reply under a review (migration 0050): one per review, editable. */
export type ReviewReplyTable = {
  reviewId: string;
  companyId: string;
  text: string;
  createdAt: DefaultInstant;
  updatedAt: DefaultInstant;
};

/** A report of a review by anyone (migration 0050). */
export type ReviewReportTable = {
  id: Generated<string>;
  reviewId: string;
  reason: string;
  createdAt: DefaultInstant;
};

/** The review invitation of a booking (migration 0050): sent once when its run finished, reminded once. */
export type ReviewInvitationTable = {
  bookingId: string;
  runId: string;
  sentAt: DefaultInstant;
  reminderSentAt: Instant;
  unsubscribedAt: Instant;
};

/** The aggregate of an activity's published reviews (migration 0050); `average` is generated (2 decimals). */
export type ActivityRatingTable = {
  activityId: string;
  count: Defaulted<number>;
  starsTotal: Defaulted<number>;
  stars1: Defaulted<number>;
  stars2: Defaulted<number>;
  stars3: Defaulted<number>;
  stars4: Defaulted<number>;
  stars5: Defaulted<number>;
  average: ColumnType<string | null, never, never>;
};

// ---------------------------------------------------------------- distribution (resellers over OCTO)

export type ResellerTable = {
  id: Generated<string>;
  name: string;
  /** At most 3000 (30 %). */
  commissionBasisPoints: number;
  /** Sells every bookable activity, now and later; otherwise only its `reseller_product` rows. */
  sellsEveryProduct: Defaulted<boolean>;
  createdAt: DefaultInstant;
  updatedAt: DefaultInstant;
};

export type ResellerProductTable = {
  resellerId: string;
  activityId: string;
};

export type ResellerKeyTable = {
  id: Generated<string>;
  resellerId: string;
  /** `keyDigest` of the key; the key itself is shown once and never stored. */
  digest: string;
  prefix: string;
  createdAt: DefaultInstant;
  revokedAt: Instant;
};

/** One OCTO unit item as reserved: ticket i of the booking is unit item i. */
export type ResellerUnitItem = { uuid: string; unitId: string; resellerReference: string | null };

/** An origin allowed to frame a company's or an affiliate's booking box (migration 0053). */
export type EmbedOriginTable = {
  id: Generated<string>;
  ownerKind: 'company' | 'affiliate';
  ownerId: string;
  origin: string;
  createdAt: DefaultInstant;
};

export type ResellerBookingTable = {
  bookingId: string;
  resellerId: string;
  uuid: string;
  resellerReference: string | null;
  optionId: string;
  unitItems: ColumnType<ResellerUnitItem[], string, string>;
  commissionBasisPoints: number;
  holdExpiresAt: ColumnType<Date, Date | string, Date | string>;
  emailReceipt: Defaulted<boolean>;
  confirmedAt: Instant;
  cancelledAt: Instant;
  cancelReason: string | null;
  createdAt: DefaultInstant;
  updatedAt: DefaultInstant;
};

export type DomainTables = {
  company: CompanyTable;
  employee: EmployeeTable;
  registration_code: RegistrationCodeTable;
  vendor: VendorTable;
  affiliate: AffiliateTable;
  stored_file: StoredFileTable;
  activity: ActivityTable;
  activity_highlight: ActivityHighlightTable;
  activity_stop: ActivityStopTable;
  activity_media: ActivityMediaTable;
  activity_translation: ActivityTranslationTable;
  event: EventTable;
  ticket_product: TicketProductTable;
  event_translation: EventTranslationTable;
  ticket_product_translation: TicketProductTranslationTable;
  activity_group: ActivityGroupTable;
  group_allocation: GroupAllocationTable;
  group_wait_list: GroupWaitListTable;
  activity_run: ActivityRunTable;
  booking: BookingTable;
  participant: ParticipantTable;
  issued_ticket: IssuedTicketTable;
  affiliate_commission: AffiliateCommissionTable;
  money_movement: MoneyMovementTable;
  vendor_cash_handover: VendorCashHandoverTable;
  provider_webhook_event: ProviderWebhookEventTable;
  quote_request: QuoteRequestTable;
  form_submission: FormSubmissionTable;
  newsletter_subscription: NewsletterSubscriptionTable;
  blog_article: BlogArticleTable;
  blog_article_translation: BlogArticleTranslationTable;
  site_page: SitePageTable;
  review: ReviewTable;
  review_reply: ReviewReplyTable;
  review_report: ReviewReportTable;
  review_invitation: ReviewInvitationTable;
  activity_rating: ActivityRatingTable;
  reseller: ResellerTable;
  reseller_product: ResellerProductTable;
  reseller_key: ResellerKeyTable;
  reseller_booking: ResellerBookingTable;
  embed_origin: EmbedOriginTable;
};
