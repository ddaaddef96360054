import { randomUUID } from 'node:crypto';
import { checkinTexts } from '@roteiro/domain/checkin/texts';
import { messages } from '@roteiro/domain/messages/messages';
import { describe, expect, it } from 'vitest';
import {
  createBookableActivity,
  createPaidBooking,
  lisbonDayIn,
  moveGroupStart,
} from '../../../test/bookings.ts';
import { createCompany, createEmployee } from '../../../test/factories.ts';
import { createTestApp, signIn } from '../../../test/test-app.ts';
import { reserveBooking } from '../booking/checkout/checkout.ts';
import { createTodayGroup } from './checkin.test-helpers.ts';

/**
 * The guide's manual fallback (a booking reference, or a reference and a ticket's position, typed on
 * the start-activity screen or on /scan-ticket) and the manifest a guide needs (reference, phone, language and
 * notes of each booking).
 */
const t = await createTestApp();

const companyA = await createCompany(t.db, { name: 'Tejo Tours' });
const employeeA = await createEmployee(t.db, companyA.id);
const companyB = await createCompany(t.db, { name: 'Sintra Trips' });
const employeeB = await createEmployee(t.db, companyB.id);

const cookies = new Map<string, string>();
async function call(email: string, method: 'GET' | 'POST', url: string, payload?: unknown) {
  const cookie = cookies.get(email) ?? (await signIn(t.app, email));
  cookies.set(email, cookie);
  const res = await t.app.inject({
    method,
    url,
    headers: { cookie },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  return { status: res.statusCode, body: res.json() };
}

const reference = (
  email: string,
  groupId: string,
  code: string,
  present: number | null = null,
  addedTicketNumbers: string[] = [],
) => call(email, 'POST', `/api/guider/groups/${groupId}/reference`, { code, present, addedTicketNumbers });
const start = (email: string, groupId: string, tickets: string[]) =>
  call(email, 'POST', `/api/guider/groups/${groupId}/start`, { idempotencyKey: randomUUID(), tickets });
const groupOf = (email: string, code: string) =>
  call(email, 'POST', '/api/guider/typed-code/group', { code });

async function finishActive(companyId: string) {
  await t.db
    .updateTable('activity_run')
    .set({ inProgress: false, endTime: new Date() })
    .where('companyId', '=', companyId)
    .where('inProgress', '=', true)
    .execute();
}

const spaced = (ref: string) => ` ${ref.slice(0, 4).toLowerCase()} ${ref.slice(4).toLowerCase()} `;

describe('the manifest a guide needs', () => {
  it("shows each booking's reference, phone, language and notes, and its tickets", async () => {
    const group = await createTodayGroup(t, {
      companyIds: [companyA.id],
      bookings: [
        {
          participants: 3,
          clientName: 'Maria Costa',
          clientPhone: '+351912345678',
          notes: 'Vegetarian. One wheelchair user.',
        },
        { participants: 1, clientName: 'John Miller' },
      ],
    });
    const [maria, john] = group.bookings;
    await t.db
      .updateTable('booking')
      .set({ locale: 'pt-PT' })
      .where('id', '=', maria?.id ?? '')
      .execute();
    const res = await call(employeeA.email, 'GET', `/api/guider/groups/${group.groupId}/manifest`);
    expect(res.status).toBe(200);
    expect(
      res.body.participants.map((p: Record<string, unknown> & { tickets: unknown[] }) => ({
        ...p,
        participantId: undefined,
        tickets: p.tickets.length,
      })),
    ).toEqual([
      {
        clientName: 'Maria Costa',
        bookingReference: maria?.reference,
        phone: '+351912345678',
        locale: 'pt-PT',
        notes: 'Vegetarian. One wheelchair user.',
        tickets: 3,
      },
      {
        clientName: 'John Miller',
        bookingReference: john?.reference,
        phone: null,
        locale: 'en',
        notes: null,
        tickets: 1,
      },
    ]);
  });
});

describe('checking in by booking reference', () => {
  it('asks how many are here, then names that many tickets, which Start validates, each once', async () => {
    const group = await createTodayGroup(t, {
      companyIds: [companyA.id],
      bookings: [{ participants: 3, clientName: 'Maria Costa' }, { participants: 1 }],
    });
    const booking = group.bookings[0];
    const mine = group.tickets.filter((ticket) => ticket.bookingId === booking?.id);
    if (!booking || mine.length !== 3) {
      throw new Error('a booking of three expected');
    }
    // Case and spaces do not matter.
    const asked = await reference(employeeA.email, group.groupId, spaced(booking.reference));
    expect(asked).toEqual({
      status: 200,
      body: {
        kind: 'ask',
        booking: {
          reference: booking.reference,
          participantId: mine[0]?.participantId,
          clientName: 'Maria Costa',
          ticketCount: 3,
          available: 3,
        },
      },
    });
    const added = await reference(employeeA.email, group.groupId, booking.reference, 2);
    expect(added.status).toBe(200);
    expect(added.body.kind).toBe('add');
    expect(added.body.tickets).toEqual(
      mine.slice(0, 2).map((ticket) => ({ ticketNumber: ticket.ticketNumber, qrText: ticket.qrText })),
    );
    // Nothing is validated by the check itself.
    const before = await t.db
      .selectFrom('issued_ticket')
      .select('isValid')
      .where(
        'ticketNumber',
        'in',
        mine.map((ticket) => ticket.ticketNumber),
      )
      .execute();
    expect(before.every((ticket) => ticket.isValid)).toBe(true);

    // Those two already added: one is left, added without asking.
    const addedNumbers = added.body.tickets.map((ticket: { ticketNumber: string }) => ticket.ticketNumber);
    const rest = await reference(employeeA.email, group.groupId, booking.reference, null, addedNumbers);
    expect(rest.body.tickets.map((ticket: { ticketNumber: string }) => ticket.ticketNumber)).toEqual([
      mine[2]?.ticketNumber,
    ]);
    const tooMany = await reference(employeeA.email, group.groupId, booking.reference, 3, addedNumbers);
    expect(tooMany).toMatchObject({
      status: 400,
      body: { error: { message: checkinTexts.presentOutOfRange(1) } },
    });

    const started = await start(
      employeeA.email,
      group.groupId,
      added.body.tickets.map((ticket: { qrText: string }) => ticket.qrText),
    );
    expect(started.status).toBe(200);
    expect(started.body.run.numOfScannedTickets).toBe(2);
    const after = await reference(employeeA.email, group.groupId, booking.reference);
    expect(after.body.tickets?.map((ticket: { ticketNumber: string }) => ticket.ticketNumber)).toEqual([
      mine[2]?.ticketNumber,
    ]);
    await finishActive(companyA.id);
  });

  it('picks one ticket by the position printed on it', async () => {
    const group = await createTodayGroup(t, { companyIds: [companyA.id], bookings: [{ participants: 3 }] });
    const booking = group.bookings[0];
    if (!booking) {
      throw new Error('a booking expected');
    }
    const third = await reference(employeeA.email, group.groupId, `${booking.reference.toLowerCase()}-3`);
    expect(third.status).toBe(200);
    expect(third.body.tickets).toEqual([
      { ticketNumber: group.tickets[2]?.ticketNumber, qrText: group.tickets[2]?.qrText },
    ]);
    const fourth = await reference(employeeA.email, group.groupId, `${booking.reference} 4`);
    expect(fourth).toMatchObject({ status: 400, body: { error: { message: checkinTexts.noTicketAt(3) } } });
    const again = await reference(employeeA.email, group.groupId, `${booking.reference} 3`, null, [
      group.tickets[2]?.ticketNumber ?? '',
    ]);
    expect(again).toMatchObject({
      status: 409,
      body: { error: { message: messages.participantAlreadyAdded } },
    });
  });

  it("answers another group's reference as another tour's ticket, and says what is wrong with the others", async () => {
    const group = await createTodayGroup(t, {
      companyIds: [companyA.id],
      bookings: [{ participants: 2 }],
      maxNumOfParticipants: 3,
    });
    const other = await createTodayGroup(t, { companyIds: [companyA.id], bookings: [{ participants: 1 }] });
    const own = group.bookings[0]?.reference ?? '';
    const refusal = async (
      code: string,
      status: number,
      message: string,
      present = 1,
      added: string[] = [],
    ) => {
      const res = await reference(employeeA.email, group.groupId, code, present, added);
      expect(res.status, message).toBe(status);
      expect(res.body.error.message).toBe(message);
    };
    // The same answer as a scanned ticket of that other group.
    const foreignScan = await call(employeeA.email, 'POST', `/api/guider/groups/${group.groupId}/scan`, {
      qrText: other.tickets[0]?.qrText,
      addedTicketNumbers: [],
    });
    expect(foreignScan.body.error.message).toBe(messages.ticketOtherTour);
    await refusal(other.bookings[0]?.reference ?? '', 409, messages.ticketOtherTour);
    await refusal('ZZZZ2222', 404, checkinTexts.referenceUnknown);
    await refusal('not a reference at all', 400, checkinTexts.referenceUnknown);
    await refusal(own, 409, checkinTexts.onlyRoomFor(1), 2, ['x', 'y']);
    await refusal(own, 409, messages.groupFull, 1, ['x', 'y', 'z']);
    await refusal(
      own,
      409,
      checkinTexts.bookingAllAdded,
      1,
      group.tickets.map((x) => x.ticketNumber),
    );
    // Another company's guide: the group is missing group data for them, as for a scan.
    const notMine = await reference(employeeB.email, group.groupId, own, 1);
    expect(notMine).toMatchObject({ status: 404, body: { error: { message: messages.unexpected } } });

    // Every ticket validated: said so.
    expect(
      (
        await start(
          employeeA.email,
          group.groupId,
          group.tickets.map((x) => x.qrText),
        )
      ).status,
    ).toBe(200);
    await refusal(own, 409, checkinTexts.bookingAllValidated);
    await finishActive(companyA.id);
  });

  it('says a booking that is not paid has no valid tickets', async () => {
    const activity = await createBookableActivity(t.db, { sharedTimeSlots: ['10:00'] });
    const day = lisbonDayIn(5);
    const paid = await createPaidBooking(t, {
      activityId: activity.id,
      day,
      startTime: '10:00',
      participants: 1,
    });
    const pending = await reserveBooking(
      t.db,
      {
        activityId: activity.id,
        kind: 'shared',
        day,
        startTime: '10:00',
        participants: 1,
        clientName: 'Late Payer',
        clientEmail: 'late@example.test',
      },
      { now: new Date() },
    );
    await moveGroupStart(t.db, paid.groupId, new Date(Date.now() - 60_000));
    await t.db
      .insertInto('group_allocation')
      .values({
        groupId: paid.groupId,
        companyId: companyA.id,
        joinedNOfSeats: 8,
        nOfSeats: 8,
        numberOfVehicles: 2,
      })
      .execute();
    const res = await reference(employeeA.email, paid.groupId, pending.reference);
    expect(res).toMatchObject({
      status: 409,
      body: { error: { message: checkinTexts.bookingNoValidTickets } },
    });
  });

  it('validates each ticket once when two companies check in the same booking and start at the same moment', async () => {
    const group = await createTodayGroup(t, {
      companyIds: [companyA.id, companyB.id],
      bookings: [{ participants: 4 }],
    });
    const ref = group.bookings[0]?.reference ?? '';
    const [forA, forB] = await Promise.all([
      reference(employeeA.email, group.groupId, ref, 4),
      reference(employeeB.email, group.groupId, ref, 3),
    ]);
    const qrTexts = (res: { body: { tickets: { qrText: string }[] } }) =>
      res.body.tickets.map((x) => x.qrText);
    const [startA, startB] = await Promise.all([
      start(employeeA.email, group.groupId, qrTexts(forA)),
      start(employeeB.email, group.groupId, qrTexts(forB)),
    ]);
    const validated = [...(startA.body.validated ?? []), ...(startB.body.validated ?? [])];
    expect(new Set(validated).size).toBe(validated.length);
    expect(validated.sort()).toEqual(group.tickets.map((x) => x.ticketNumber).sort());
    const rows = await t.db
      .selectFrom('issued_ticket')
      .select(['isValid', 'runId'])
      .where(
        'ticketNumber',
        'in',
        group.tickets.map((x) => x.ticketNumber),
      )
      .execute();
    expect(rows.every((row) => !row.isValid && row.runId !== null)).toBe(true);
    await finishActive(companyA.id);
    await finishActive(companyB.id);
  });
});

describe('/scan-ticket: the group of a typed code', () => {
  it("opens the group of a reference or a ticket number, when the guide's company may", async () => {
    const group = await createTodayGroup(t, { companyIds: [companyA.id], bookings: [{ participants: 2 }] });
    const ref = group.bookings[0]?.reference ?? '';
    const expected = { status: 200, body: { groupId: group.groupId, activityId: group.activityId } };
    expect(await groupOf(employeeA.email, spaced(ref))).toEqual(expected);
    expect(await groupOf(employeeA.email, `${ref} 2`)).toEqual(expected);
    expect(await groupOf(employeeA.email, group.tickets[1]?.ticketNumber ?? '')).toEqual(expected);
    expect(await groupOf(employeeB.email, ref)).toMatchObject({
      status: 409,
      body: { error: { message: messages.ticketOtherTour } },
    });
    expect(await groupOf(employeeA.email, 'ZZZZ2222')).toMatchObject({
      status: 404,
      body: { error: { message: checkinTexts.referenceUnknown } },
    });
    expect(await groupOf(employeeA.email, 'no-such-ticket-number-x')).toMatchObject({
      status: 400,
      body: { error: { message: messages.invalidTicket } },
    });
  });
});
