import { type Kysely, type RawBuilder, sql } from 'kysely';

/**
 * The relational domain model: operators, catalogue, scheduling, bookings and tickets, runs and the money ledger.
 * docs/data-model.md explains every table and each non-obvious choice.
 *
 * One statement per `sql` call: PGlite runs parameterless queries through the extended protocol, which refuses
 * several commands in one string.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of upStatements()) {
    await statement.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // One statement drops every table together, so the order of the list does not matter.
  await sql`
    drop table
      "money_movement", "affiliate_commission", "issued_ticket", "participant", "booking", "activity_run",
      "group_wait_list", "group_allocation", "activity_group", "event", "ticket_product", "activity_media",
      "activity_stop", "activity_highlight", "activity", "stored_file", "affiliate", "vendor",
      "registration_code", "employee", "company", "provider_webhook_event", "quote_request",
      "newsletter_subscription"
  `.execute(db);
  await sql`drop function "money_movement_is_append_only"()`.execute(db);
}

function upStatements(): RawBuilder<unknown>[] {
  return [
    // ---------------------------------------------------------------- operators and accounts

    // A company IS its owner's user account: same id, role 'company'.
    sql`
      create table "company" (
        "id" text primary key references "user" ("id") on delete restrict,
        "name" text not null check (char_length(btrim("name")) > 0),
        "phoneNumber" text,
        "messagingId" text,
        "numberOfSeats" integer check ("numberOfSeats" >= 0),
        "city" text,
        "line1" text,
        "line2" text,
        "postalCode" text,
        "taxId" text,
        "paymentAccountId" text unique,
        "hasFinishedSetUp" boolean not null default false,
        "createdAt" timestamptz not null default now(),
        "updatedAt" timestamptz not null default now()
      )
    `,

    // Created by the company with the invitation; "userId" is filled when the employee registers.
    sql`
      create table "employee" (
        "id" uuid primary key default gen_random_uuid(),
        "companyId" text not null references "company" ("id") on delete cascade,
        "email" text not null check ("email" = lower("email") and "email" like '%_@_%'),
        "name" text not null check (char_length(btrim("name")) > 0),
        "driversLicenseKey" text not null,
        "citizenCardKey" text not null,
        "messagingId" text,
        "userId" text unique references "user" ("id") on delete restrict,
        "registrationFinished" boolean not null default false,
        "createdAt" timestamptz not null default now(),
        "updatedAt" timestamptz not null default now(),
        unique ("companyId", "email"),
        -- Target of activity_run's composite key: a run's employee works for the run's company.
        unique ("id", "companyId"),
        constraint "employee_registered_check" check (not "registrationFinished" or "userId" is not null)
      )
    `,

    // Single use: redeemed by `update ... set "usedAt" = now(), "usedByUserId" = $1 where "code" = $2 and "usedAt" is null`.
    sql`
      create table "registration_code" (
        "id" uuid primary key default gen_random_uuid(),
        "code" char(7) not null unique check ("code" ~ '^[A-Za-z0-9]{7}$'),
        "email" text not null check ("email" = lower("email") and "email" like '%_@_%'),
        "createdBy" text not null references "user" ("id") on delete restrict,
        "usedAt" timestamptz,
        "usedByUserId" text references "user" ("id") on delete restrict,
        "createdAt" timestamptz not null default now(),
        constraint "registration_code_used_check" check (("usedAt" is null) = ("usedByUserId" is null))
      )
    `,
    sql`create index "registration_code_email_idx" on "registration_code" ("email")`,

    // Added by an admin by e-mail; registers later through /vendor/{id}/register, which sets "userId".
    sql`
      create table "vendor" (
        "id" uuid primary key default gen_random_uuid(),
        "email" text not null unique check ("email" = lower("email") and "email" like '%_@_%'),
        "name" text not null check (char_length(btrim("name")) > 0),
        "userId" text unique references "user" ("id") on delete restrict,
        "registeredAt" timestamptz,
        "createdBy" text references "user" ("id") on delete set null,
        "createdAt" timestamptz not null default now(),
        "updatedAt" timestamptz not null default now(),
        constraint "vendor_registered_check" check (("userId" is null) = ("registeredAt" is null))
      )
    `,

    // One discount code per affiliate; it is also the ?referral= value (stored upper-case, looked up upper-cased).
    sql`
      create table "affiliate" (
        "id" uuid primary key default gen_random_uuid(),
        "name" text not null check (char_length(btrim("name")) > 0),
        "email" text not null unique check ("email" = lower("email") and "email" like '%_@_%'),
        "phoneNumber" text,
        "userId" text unique references "user" ("id") on delete restrict,
        "paymentAccountId" text unique,
        "isPaymentAccountSetUp" boolean not null default false,
        "discountCode" text unique check ("discountCode" ~ '^[A-Z0-9_-]{3,32}$'),
        "providerCouponId" text unique,
        "discountBasisPoints" integer not null default 0 check ("discountBasisPoints" between 0 and 10000),
        "commissionRateBasisPoints" integer not null check ("commissionRateBasisPoints" between 0 and 2000),
        "createdAt" timestamptz not null default now(),
        "updatedAt" timestamptz not null default now(),
        constraint "affiliate_payment_setup_check" check (not "isPaymentAccountSetUp" or "paymentAccountId" is not null)
      )
    `,

    sql`
      create table "stored_file" (
        "id" uuid primary key default gen_random_uuid(),
        "key" text not null unique check (char_length("key") between 1 and 1024),
        "ownerUserId" text references "user" ("id") on delete set null,
        "contentType" text not null,
        "byteSize" integer not null check ("byteSize" >= 0),
        "purpose" text not null check (char_length("purpose") > 0),
        "createdAt" timestamptz not null default now()
      )
    `,
    sql`create index "stored_file_ownerUserId_idx" on "stored_file" ("ownerUserId")`,

    // ---------------------------------------------------------------- catalogue

    sql`
      create table "activity" (
        "id" uuid primary key default gen_random_uuid(),
        "title" text not null check (char_length(btrim("title")) > 0),
        "description" text not null check (char_length("description") <= 1500),
        "categories" text[] not null default '{}' check (
          array_position("categories", null) is null and "categories" <@ array[
            'tuk-tuk', 'museums', 'history', 'architecture', 'sightseeing', 'culture-history', 'sunny-weather',
            'water-sports', 'wine-tasting', 'nature', 'bicycle', 'walking-tours', 'boat-tours', 'day-trip',
            'tickets', 'food-tours', 'free', 'live-music'
          ]::text[]
        ),
        "durationMinutes" integer not null check ("durationMinutes" >= 0),
        "priceCents" integer not null check ("priceCents" >= 0),
        "privatePriceCents" integer check ("privatePriceCents" >= 0),
        "marketPriceCents" integer check ("marketPriceCents" >= 0),
        "guiderPaymentCents" integer not null default 0 check ("guiderPaymentCents" >= 0),
        "isPass" boolean not null default false,
        "firstDeparture" time,
        "lastDeparture" time,
        "frequencyMinutes" integer check ("frequencyMinutes" > 0),
        "cancellationPolicy" text not null check (char_length("cancellationPolicy") <= 200),
        "notSuitableFor" text check (char_length("notSuitableFor") <= 2750),
        "whatsIncluded" text check (char_length("whatsIncluded") <= 2750),
        "whatToExpect" text check (char_length("whatToExpect") <= 2750),
        "additionalInfo" text check (char_length("additionalInfo") <= 2750),
        "accessibility" text check (char_length("accessibility") <= 2750),
        "languages" text[] not null check (cardinality("languages") >= 1 and array_position("languages", null) is null),
        "sharedTimeSlots" time[] not null check (
          cardinality("sharedTimeSlots") >= 1 and array_position("sharedTimeSlots", null) is null
        ),
        "privateTimeSlots" time[] not null check (
          cardinality("privateTimeSlots") >= 1 and array_position("privateTimeSlots", null) is null
        ),
        "minNumOfParticipants" integer not null check ("minNumOfParticipants" >= 1),
        "maxNumOfParticipants" integer not null,
        "meetingPoint" text not null,
        "markerLat" double precision not null check ("markerLat" between -90 and 90),
        "markerLng" double precision not null check ("markerLng" between -180 and 180),
        "city" text not null,
        "isVisible" boolean not null default true,
        "isFeatured" boolean not null default false,
        "isPrivateOnly" boolean not null default true,
        "evaluationCount" integer not null default 0 check ("evaluationCount" >= 0),
        "starsTotal" integer not null default 0,
        "reportCount" integer not null default 0 check ("reportCount" >= 0),
        "productId" text,
        "priceLink" text,
        "sharedProductId" text,
        "sharedPriceLink" text,
        "createdBy" text references "user" ("id") on delete set null,
        "createdAt" timestamptz not null default now(),
        "updatedAt" timestamptz not null default now(),
        constraint "activity_participants_check" check ("maxNumOfParticipants" >= "minNumOfParticipants"),
        -- Tours need a private price, and its payment product (private price minus guider payment) cannot be negative.
        constraint "activity_private_price_check" check ("isPass" or ("privatePriceCents" is not null and "guiderPaymentCents" <= "privatePriceCents")),
        constraint "activity_pass_schedule_check" check (
          not "isPass"
          or ("firstDeparture" is not null and "lastDeparture" >= "firstDeparture" and "frequencyMinutes" is not null)
        ),
        constraint "activity_stars_check" check ("starsTotal" between "evaluationCount" and 5 * "evaluationCount")
      )
    `,
    sql`create index "activity_visible_idx" on "activity" ("city", "durationMinutes" desc) where "isVisible"`,
    sql`create index "activity_featured_idx" on "activity" ("createdAt" desc) where "isVisible" and "isFeatured"`,
    sql`create index "activity_categories_idx" on "activity" using gin ("categories")`,

    // Positions are unique per activity but checked at commit, so a reorder can shuffle them in one transaction.
    sql`
      create table "activity_highlight" (
        "id" uuid primary key default gen_random_uuid(),
        "activityId" uuid not null references "activity" ("id") on delete cascade,
        "position" integer not null check ("position" >= 0),
        "text" text not null check (char_length("text") <= 2750),
        constraint "activity_highlight_position_key" unique ("activityId", "position") deferrable initially deferred
      )
    `,

    sql`
      create table "activity_stop" (
        "id" uuid primary key default gen_random_uuid(),
        "activityId" uuid not null references "activity" ("id") on delete cascade,
        "position" integer not null check ("position" >= 0),
        "title" text not null check (char_length(btrim("title")) > 0),
        "description" text not null check (char_length("description") <= 400),
        "imageUrl" text,
        "direction" text,
        "attractions" text check (char_length("attractions") <= 2750),
        constraint "activity_stop_position_key" unique ("activityId", "position") deferrable initially deferred
      )
    `,

    sql`
      create table "activity_media" (
        "id" uuid primary key default gen_random_uuid(),
        "activityId" uuid not null references "activity" ("id") on delete cascade,
        "kind" text not null check ("kind" in ('cover', 'gallery', 'video')),
        "storageKey" text not null,
        "position" integer not null default 0 check ("position" >= 0),
        "width" integer check ("width" > 0),
        "height" integer check ("height" > 0),
        "createdAt" timestamptz not null default now(),
        constraint "activity_media_position_key" unique ("activityId", "kind", "position") deferrable initially deferred
      )
    `,
    sql`create unique index "activity_media_one_cover_idx" on "activity_media" ("activityId") where "kind" = 'cover'`,

    sql`
      create table "event" (
        "id" uuid primary key default gen_random_uuid(),
        "title" text not null check (char_length(btrim("title")) > 0),
        "priceCents" integer not null check ("priceCents" >= 0),
        "eventDate" date not null,
        "eventTime" time not null,
        "activityId" uuid not null references "activity" ("id") on delete restrict,
        "whatsappGroupLink" text,
        "isVisible" boolean not null default true,
        "productId" text,
        "priceLink" text,
        "createdAt" timestamptz not null default now(),
        "updatedAt" timestamptz not null default now(),
        -- Target of activity_group's composite key: an event's group is a group of the event's activity.
        unique ("id", "activityId")
      )
    `,
    sql`create index "event_visible_idx" on "event" ("eventDate", "priceCents") where "isVisible"`,
    sql`create index "event_activityId_idx" on "event" ("activityId")`,

    // The catalogue's "Ticket": a product sold where ticketLink points. Not an issued QR ticket (issued_ticket).
    sql`
      create table "ticket_product" (
        "id" uuid primary key default gen_random_uuid(),
        "title" text not null check (char_length(btrim("title")) > 0),
        "description" text not null check (char_length("description") <= 750),
        "priceCents" integer not null check ("priceCents" >= 0),
        "ticketLink" text not null,
        "city" text not null,
        "categories" text[] not null default '{}' check (
          array_position("categories", null) is null and "categories" <@ array[
            'tuk-tuk', 'museums', 'history', 'architecture', 'sightseeing', 'culture-history', 'sunny-weather',
            'water-sports', 'wine-tasting', 'nature', 'bicycle', 'walking-tours', 'boat-tours', 'day-trip',
            'tickets', 'food-tours', 'free', 'live-music'
          ]::text[]
        ),
        "coverImageKey" text,
        "isVisible" boolean not null default true,
        "createdAt" timestamptz not null default now(),
        "updatedAt" timestamptz not null default now()
      )
    `,
    sql`create index "ticket_product_visible_idx" on "ticket_product" ("priceCents") where "isVisible"`,

    // ---------------------------------------------------------------- scheduling

    // One group per activity, day and start time. Seats are reserved with
    // `set "groupSize" = "groupSize" + $n where "groupSize" + $n <= "capacity"`: the check makes overbooking impossible.
    sql`
      create table "activity_group" (
        "id" uuid primary key default gen_random_uuid(),
        "activityId" uuid not null references "activity" ("id") on delete restrict,
        "eventId" uuid references "event" ("id") on delete restrict,
        "day" date not null,
        "startTime" time not null,
        "endTime" time not null,
        "isPrivate" boolean not null default false,
        "groupSize" integer not null default 0 check ("groupSize" >= 0),
        "capacity" integer not null check ("capacity" >= 1),
        "createdAt" timestamptz not null default now(),
        "updatedAt" timestamptz not null default now(),
        unique ("activityId", "day", "startTime"),
        unique ("id", "activityId"),
        unique ("id", "eventId"),
        foreign key ("eventId", "activityId") references "event" ("id", "activityId") on delete restrict,
        constraint "activity_group_size_check" check ("groupSize" <= "capacity")
      )
    `,
    sql`create index "activity_group_day_idx" on "activity_group" ("day", "startTime")`,

    // A company's seats and vehicles in a group. Never deleted: leaving sets status 'canceled' (history, runs point here).
    sql`
      create table "group_allocation" (
        "id" uuid primary key default gen_random_uuid(),
        "groupId" uuid not null references "activity_group" ("id") on delete restrict,
        "companyId" text not null references "company" ("id") on delete restrict,
        "status" text not null default 'joined' check ("status" in ('joined', 'canceled')),
        "joinedNOfSeats" integer not null check ("joinedNOfSeats" >= 4),
        "nOfSeats" integer not null check ("nOfSeats" >= 0),
        "numberOfVehicles" integer not null check ("numberOfVehicles" >= 0),
        "notes" text,
        "joinedAt" timestamptz not null default now(),
        "canceledAt" timestamptz,
        "createdAt" timestamptz not null default now(),
        "updatedAt" timestamptz not null default now(),
        unique ("groupId", "companyId"),
        -- Joining needs at least 4 seats and 1 vehicle; an update may only lower seats; reaching 0 cancels instead.
        constraint "group_allocation_seats_check" check (
          "status" = 'canceled'
          or ("nOfSeats" between 1 and "joinedNOfSeats" and "numberOfVehicles" >= 1)
        ),
        constraint "group_allocation_canceled_check" check (("status" = 'canceled') = ("canceledAt" is not null))
      )
    `,
    sql`create index "group_allocation_company_idx" on "group_allocation" ("companyId", "status")`,

    sql`
      create table "group_wait_list" (
        "id" uuid primary key default gen_random_uuid(),
        "groupId" uuid not null references "activity_group" ("id") on delete cascade,
        "companyId" text not null references "company" ("id") on delete cascade,
        "createdAt" timestamptz not null default now(),
        unique ("groupId", "companyId")
      )
    `,
    sql`create index "group_wait_list_companyId_idx" on "group_wait_list" ("companyId")`,

    // ---------------------------------------------------------------- runs (the spec's finishedActivities)

    sql`
      create table "activity_run" (
        "id" uuid primary key default gen_random_uuid(),
        "companyId" text not null references "company" ("id") on delete restrict,
        "groupId" uuid not null references "activity_group" ("id") on delete restrict,
        "activityId" uuid not null references "activity" ("id") on delete restrict,
        "employeeId" uuid references "employee" ("id") on delete restrict,
        "startedBy" text not null references "user" ("id") on delete restrict,
        "startTime" timestamptz not null default now(),
        "endTime" timestamptz,
        "inProgress" boolean not null default true,
        "numOfScannedTickets" integer not null default 0 check ("numOfScannedTickets" >= 0),
        "payAmountCents" integer not null check ("payAmountCents" >= 0),
        "guiderHasBeenPaid" boolean not null default false,
        "transferIdempotencyKey" text unique,
        "transferId" text unique,
        "transferredAt" timestamptz,
        "createdAt" timestamptz not null default now(),
        "updatedAt" timestamptz not null default now(),
        unique ("groupId", "companyId"),
        foreign key ("groupId", "activityId") references "activity_group" ("id", "activityId") on delete restrict,
        -- Only a company that joined the group runs it; only its own employee.
        foreign key ("groupId", "companyId") references "group_allocation" ("groupId", "companyId") on delete restrict,
        foreign key ("employeeId", "companyId") references "employee" ("id", "companyId") on delete restrict,
        constraint "activity_run_in_progress_check" check ("inProgress" = ("endTime" is null)),
        constraint "activity_run_end_check" check ("endTime" is null or "endTime" >= "startTime"),
        constraint "activity_run_transferred_check" check (("transferId" is null) = ("transferredAt" is null)),
        constraint "activity_run_transfer_key_check" check ("transferId" is null or "transferIdempotencyKey" is not null)
      )
    `,
    sql`create unique index "activity_run_one_in_progress_idx" on "activity_run" ("companyId") where "inProgress"`,
    sql`create index "activity_run_company_idx" on "activity_run" ("companyId", "startTime" desc)`,
    sql`create index "activity_run_employee_idx" on "activity_run" ("employeeId", "startTime" desc)`,
    sql`create index "activity_run_untransferred_idx" on "activity_run" ("companyId") where "transferId" is null`,
    sql`create index "activity_run_activityId_idx" on "activity_run" ("activityId")`,

    // ---------------------------------------------------------------- bookings and tickets

    // Seats are reserved in the group when the booking is created (pending) and released if it is canceled.
    sql`
      create table "booking" (
        "id" uuid primary key default gen_random_uuid(),
        "reference" text not null unique check ("reference" ~ '^[A-Za-z0-9]{6,16}$'),
        "kind" text not null check ("kind" in ('shared', 'private', 'pass', 'event')),
        "activityId" uuid not null references "activity" ("id") on delete restrict,
        "eventId" uuid references "event" ("id") on delete restrict,
        "groupId" uuid not null references "activity_group" ("id") on delete restrict,
        "clientName" text not null check (char_length(btrim("clientName")) > 0),
        "clientEmail" text not null check ("clientEmail" = lower("clientEmail") and "clientEmail" like '%_@_%'),
        "participantCount" integer not null check ("participantCount" >= 1),
        "subtotalCents" integer not null check ("subtotalCents" >= 0),
        "discountCents" integer not null default 0 check ("discountCents" >= 0),
        "amountCents" integer not null check ("amountCents" >= 0),
        "currency" char(3) not null default 'eur' check ("currency" = 'eur'),
        "status" text not null default 'pending' check ("status" in ('pending', 'paid', 'refunded', 'canceled')),
        "checkoutSessionId" text unique,
        "paymentIntentId" text unique,
        "affiliateId" uuid references "affiliate" ("id") on delete restrict,
        "referralCode" text,
        "soldByVendorId" uuid references "vendor" ("id") on delete restrict,
        "paidAt" timestamptz,
        "refundedAt" timestamptz,
        "canceledAt" timestamptz,
        "createdAt" timestamptz not null default now(),
        "updatedAt" timestamptz not null default now(),
        unique ("id", "groupId"),
        unique ("id", "affiliateId"),
        foreign key ("groupId", "activityId") references "activity_group" ("id", "activityId") on delete restrict,
        foreign key ("groupId", "eventId") references "activity_group" ("id", "eventId") on delete restrict,
        constraint "booking_event_check" check (("kind" = 'event') = ("eventId" is not null)),
        constraint "booking_amount_check" check ("amountCents" = "subtotalCents" - "discountCents"),
        constraint "booking_paid_check" check (("paidAt" is not null) = ("status" in ('paid', 'refunded'))),
        constraint "booking_refunded_check" check (("refundedAt" is not null) = ("status" = 'refunded')),
        constraint "booking_canceled_check" check (("canceledAt" is not null) = ("status" = 'canceled'))
      )
    `,
    sql`create index "booking_groupId_idx" on "booking" ("groupId")`,
    sql`create index "booking_activityId_idx" on "booking" ("activityId", "createdAt" desc)`,
    sql`create index "booking_eventId_idx" on "booking" ("eventId") where "eventId" is not null`,
    sql`create index "booking_clientEmail_idx" on "booking" ("clientEmail")`,
    sql`create index "booking_affiliateId_idx" on "booking" ("affiliateId") where "affiliateId" is not null`,
    sql`create index "booking_pending_idx" on "booking" ("createdAt") where "status" = 'pending'`,
    sql`create index "booking_created_idx" on "booking" ("createdAt" desc)`,

    // The buyer's place in its booking's group (the QR's participant id); holds one issued ticket per person.
    sql`
      create table "participant" (
        "id" uuid primary key default gen_random_uuid(),
        "bookingId" uuid not null unique references "booking" ("id") on delete restrict,
        "groupId" uuid not null references "activity_group" ("id") on delete restrict,
        "clientName" text not null check (char_length(btrim("clientName")) > 0),
        "createdAt" timestamptz not null default now(),
        -- Follows the booking if it is moved to another group.
        foreign key ("bookingId", "groupId") references "booking" ("id", "groupId") on update cascade on delete restrict
      )
    `,
    sql`create index "participant_groupId_idx" on "participant" ("groupId")`,

    // Validated once by `update ... set "isValid" = false, ... where "id" = $1 and "isValid" returning`.
    sql`
      create table "issued_ticket" (
        "id" uuid primary key default gen_random_uuid(),
        "participantId" uuid not null references "participant" ("id") on delete restrict,
        "ticketNumber" text not null unique check ("ticketNumber" ~ '^[A-Za-z0-9_-]{1,64}$'),
        "isValid" boolean not null default true,
        "validatedAt" timestamptz,
        "validatedBy" text references "user" ("id") on delete restrict,
        "runId" uuid references "activity_run" ("id") on delete restrict,
        "voidedAt" timestamptz,
        "createdAt" timestamptz not null default now(),
        constraint "issued_ticket_valid_check" check ("isValid" = ("validatedAt" is null and "voidedAt" is null)),
        constraint "issued_ticket_validated_by_check" check (("validatedAt" is null) = ("validatedBy" is null)),
        constraint "issued_ticket_validated_or_voided_check" check ("validatedAt" is null or "voidedAt" is null),
        constraint "issued_ticket_run_check" check ("runId" is null or "validatedAt" is not null)
      )
    `,
    sql`create index "issued_ticket_participantId_idx" on "issued_ticket" ("participantId")`,
    sql`create index "issued_ticket_runId_idx" on "issued_ticket" ("runId") where "runId" is not null`,

    // ---------------------------------------------------------------- money

    // One commission per booking that came through an affiliate; the spec's earnings are sums over these rows.
    sql`
      create table "affiliate_commission" (
        "id" uuid primary key default gen_random_uuid(),
        "affiliateId" uuid not null references "affiliate" ("id") on delete restrict,
        "bookingId" uuid not null unique references "booking" ("id") on delete restrict,
        "state" text not null default 'expected' check ("state" in ('expected', 'pending', 'paid', 'reversed')),
        "baseCents" integer not null check ("baseCents" >= 0),
        "rateBasisPoints" integer not null check ("rateBasisPoints" between 0 and 2000),
        "amountCents" integer not null check ("amountCents" >= 0),
        "approvedAt" timestamptz,
        "transferIdempotencyKey" text unique,
        "transferId" text unique,
        "paidAt" timestamptz,
        "reversedAt" timestamptz,
        "createdAt" timestamptz not null default now(),
        "updatedAt" timestamptz not null default now(),
        foreign key ("bookingId", "affiliateId") references "booking" ("id", "affiliateId") on delete restrict,
        constraint "affiliate_commission_amount_check" check ("amountCents" <= "baseCents"),
        -- Approved when the activity starts; a reversal may come before or after approval.
        constraint "affiliate_commission_approved_check" check ("state" = 'reversed' or (("approvedAt" is not null) = ("state" in ('pending', 'paid')))),
        constraint "affiliate_commission_paid_check" check (("state" = 'paid') = ("paidAt" is not null)),
        constraint "affiliate_commission_transfer_check" check (("state" = 'paid') = ("transferId" is not null)),
        constraint "affiliate_commission_transfer_key_check" check ("transferId" is null or "transferIdempotencyKey" is not null),
        constraint "affiliate_commission_reversed_check" check (("state" = 'reversed') = ("reversedAt" is not null))
      )
    `,
    sql`create index "affiliate_commission_affiliate_idx" on "affiliate_commission" ("affiliateId", "state")`,

    // The ledger: every movement of money is one append-only row; amounts are positive, the kind gives the direction.
    sql`
      create table "money_movement" (
        "id" uuid primary key default gen_random_uuid(),
        "kind" text not null check ("kind" in ('charge', 'refund', 'company_transfer', 'affiliate_transfer')),
        "amountCents" integer not null check ("amountCents" >= 0),
        "currency" char(3) not null default 'eur' check ("currency" = 'eur'),
        "bookingId" uuid references "booking" ("id") on delete restrict,
        "runId" uuid references "activity_run" ("id") on delete restrict,
        "commissionId" uuid references "affiliate_commission" ("id") on delete restrict,
        "providerRef" text,
        "idempotencyKey" text unique,
        "occurredAt" timestamptz not null default now(),
        "createdAt" timestamptz not null default now(),
        unique ("kind", "providerRef"),
        constraint "money_movement_link_check" check (
          case "kind"
            when 'charge' then "bookingId" is not null and "runId" is null and "commissionId" is null
            when 'refund' then "bookingId" is not null and "runId" is null and "commissionId" is null
            when 'company_transfer' then "runId" is not null and "bookingId" is null and "commissionId" is null
            when 'affiliate_transfer' then "commissionId" is not null and "bookingId" is null and "runId" is null
          end
        )
      )
    `,
    sql`create index "money_movement_bookingId_idx" on "money_movement" ("bookingId") where "bookingId" is not null`,
    sql`
      create unique index "money_movement_one_company_transfer_idx" on "money_movement" ("runId")
      where "kind" = 'company_transfer'
    `,
    sql`
      create unique index "money_movement_one_affiliate_transfer_idx" on "money_movement" ("commissionId")
      where "kind" = 'affiliate_transfer'
    `,
    sql`create index "money_movement_occurredAt_idx" on "money_movement" ("occurredAt")`,
    sql`
      create function "money_movement_is_append_only"() returns trigger language plpgsql as $$
      begin
        raise exception 'money_movement rows are append-only; record a compensating movement instead';
      end
      $$
    `,
    sql`
      create trigger "money_movement_append_only" before update or delete on "money_movement"
      for each row execute function "money_movement_is_append_only"()
    `,

    // Processed once: insert the event id in the transaction that applies it; a duplicate insert means "already done".
    sql`
      create table "provider_webhook_event" (
        "id" uuid primary key default gen_random_uuid(),
        "provider" text not null,
        "providerEventId" text not null,
        "type" text not null,
        "payload" jsonb not null,
        "receivedAt" timestamptz not null default now(),
        "processedAt" timestamptz,
        "error" text,
        unique ("provider", "providerEventId")
      )
    `,

    // ---------------------------------------------------------------- public forms

    sql`
      create table "quote_request" (
        "id" uuid primary key default gen_random_uuid(),
        "clientName" text not null check (char_length(btrim("clientName")) > 0),
        "email" text not null check ("email" = lower("email") and "email" like '%_@_%'),
        "destinations" text[] not null check (
          cardinality("destinations") >= 1 and array_position("destinations", null) is null
        ),
        "dates" text not null check (char_length(btrim("dates")) > 0),
        "nOfParticipants" integer not null check ("nOfParticipants" >= 1),
        "ageRange" text not null check (char_length(btrim("ageRange")) > 1),
        "selectedGroupType" text not null check ("selectedGroupType" in ('Solo', 'Couple', 'Family', 'Friends')),
        "shouldPlanItinerary" boolean not null,
        "selectedInterests" text[] not null default '{}' check (array_position("selectedInterests", null) is null),
        "withPrivateGuide" boolean not null,
        "withAirportTransfer" boolean not null,
        "nonNegotiables" text check (char_length("nonNegotiables") <= 1000),
        "notes" text check (char_length("notes") <= 1000),
        "createdAt" timestamptz not null default now(),
        constraint "quote_request_interests_check" check (not "shouldPlanItinerary" or cardinality("selectedInterests") >= 1)
      )
    `,
    sql`create index "quote_request_createdAt_idx" on "quote_request" ("createdAt" desc)`,

    sql`
      create table "newsletter_subscription" (
        "id" uuid primary key default gen_random_uuid(),
        "email" text not null unique check ("email" = lower("email") and "email" like '%_@_%'),
        "createdAt" timestamptz not null default now()
      )
    `,
  ];
}
