// The write routes of `npm run bench`: what each request works on, so every request does real work (a checkout
// reserves places in a slot that has room, a scan reads a ticket no earlier request read, a Start starts a group
// nobody started, as the company that staffs it), drawn from the generated data (apps/server/test/marketplace-data.ts).
import { createHmac, randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import { BENCH_SCANNER_EMAIL } from '../../apps/server/test/marketplace-data.ts';

const LISBON_TODAY = sql`(now() at time zone 'Europe/Lisbon')::date`;

/** better-auth's signed session cookie for a session token (HMAC-SHA256 under AUTH_SECRET, base64). */
export function sessionCookie(token: string, authSecret: string): string {
  const signature = createHmac('sha256', authSecret).update(token).digest('base64');
  return `better-auth.session_token=${encodeURIComponent(`${token}.${signature}`)}`;
}

/** The generated sessions' tokens (marketplace-data.ts). */
const tokenOf = (userId: string) => sql<string>`md5(${`bench-session:${userId}`})`;

export type WriteRequest = { path: string; headers: Record<string, string>; body: string };

/** Hands out one item per request; past the end it starts over and counts the repeats (they cannot do real work). */
export class Pool<T> {
  private next = 0;
  repeated = 0;
  constructor(
    readonly name: string,
    private readonly items: T[],
  ) {
    if (items.length === 0) {
      throw new Error(`the ${name} pool is empty`);
    }
  }
  get size() {
    return this.items.length;
  }
  take(): T {
    if (this.next >= this.items.length) {
      this.repeated += 1;
    }
    const item = this.items[this.next % this.items.length] as T;
    this.next += 1;
    return item;
  }
}

export type WritePools = {
  checkout: Pool<WriteRequest>;
  scan: Pool<WriteRequest>;
  start: Pool<WriteRequest>;
};

/**
 * - checkout: one place in a shared slot of the coming days that still has room, a different slot each request
 *   (they follow each other across activities and days), from a different client address (TRUST_PROXY is on, as
 *   behind a load balancer, so the per-address throttling counts each traveller apart);
 * - scan: a different ticket of one of today's or tomorrow's generated groups each request, by the company
 *   staffing them;
 * - start: a different group of the start pool each request, by its own company, with its two tickets.
 */
export async function loadWritePools(db: Kysely<unknown>, authSecret: string): Promise<WritePools> {
  const slots = await sql<{ activityId: string; day: string; room: number }>`
    select g."activityId", to_char(g."day", 'YYYY-MM-DD') as "day", g."capacity" - g."groupSize" as "room"
    from "activity_group" g join "activity" a on a."id" = g."activityId"
    where a."isVisible" and not a."isPass" and g."startTime" = time '10:00' and g."groupSize" < g."capacity"
      and g."day" between ${LISBON_TODAY} + 1 and ${LISBON_TODAY} + 9
    order by g."day", g."activityId"
  `.execute(db);
  const checkouts: WriteRequest[] = [];
  // Round after round over the slots, one place each, while they have room.
  for (let round = 0; checkouts.length < 120_000; round++) {
    const before = checkouts.length;
    for (const slot of slots.rows) {
      if (slot.room > round) {
        const n = checkouts.length;
        checkouts.push({
          path: '/api/checkout',
          headers: {
            'content-type': 'application/json',
            'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
          },
          body: JSON.stringify({
            activityId: slot.activityId,
            kind: 'shared',
            day: slot.day,
            startTime: '10:00',
            participants: 1,
            clientName: 'Bench Traveller',
            clientEmail: `traveller-${n}@bench.example`,
          }),
        });
      }
    }
    if (checkouts.length === before) {
      break;
    }
  }

  const scanner = await sql<{ token: string }>`
    select ${tokenOf('bench-scanner')} as "token" from "user" where "email" = ${BENCH_SCANNER_EMAIL}
  `.execute(db);
  const scannerCookie = sessionCookie(scanner.rows[0]?.token ?? '', authSecret);
  const tickets = await sql<{ groupId: string; participantId: string; ticketNumber: string }>`
    select p."groupId", p."id" as "participantId", t."ticketNumber"
    from "group_allocation" ga
    join "participant" p on p."groupId" = ga."groupId"
    join "issued_ticket" t on t."participantId" = p."id"
    where ga."companyId" = 'bench-scanner' and t."isValid"
    order by md5(t."ticketNumber")
  `.execute(db);
  const scans = tickets.rows.map((ticket) => ({
    path: `/api/guider/groups/${ticket.groupId}/scan`,
    headers: { 'content-type': 'application/json', cookie: scannerCookie },
    body: JSON.stringify({
      qrText: `${ticket.groupId}@${ticket.participantId}@${ticket.ticketNumber}`,
      addedTicketNumbers: [],
    }),
  }));

  const groups = await sql<{ groupId: string; companyId: string; token: string; qrTexts: string[] }>`
    select ga."groupId", ga."companyId", md5('bench-session:' || ga."companyId") as "token",
      array_agg(p."groupId" || '@' || p."id" || '@' || t."ticketNumber" order by t."ticketNumber") as "qrTexts"
    from "group_allocation" ga
    join "participant" p on p."groupId" = ga."groupId"
    join "issued_ticket" t on t."participantId" = p."id"
    where ga."companyId" like 'bench-starter-%'
      and not exists (select 1 from "activity_run" r where r."companyId" = ga."companyId")
    group by ga."groupId", ga."companyId"
    order by ga."companyId"
  `.execute(db);
  const starts = groups.rows.map((group) => ({
    path: `/api/guider/groups/${group.groupId}/start`,
    headers: { 'content-type': 'application/json', cookie: sessionCookie(group.token, authSecret) },
    body: JSON.stringify({ idempotencyKey: randomUUID(), tickets: group.qrTexts }),
  }));

  return {
    checkout: new Pool('checkout', checkouts),
    scan: new Pool('scan', scans),
    start: new Pool('start', starts),
  };
}
