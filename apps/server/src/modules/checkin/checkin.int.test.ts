import { randomUUID } from 'node:crypto';
import { checkinTexts } from '@roteiro/domain/checkin/texts';
import { messages } from '@roteiro/domain/messages/messages';
import { describe, expect, it } from 'vitest';
import { createPaidBooking, lisbonDayIn } from '../../../test/bookings.ts';
import { createCompany, createEmployee } from '../../../test/factories.ts';
import { createTestApp, createUser, signIn } from '../../../test/test-app.ts';
import { createTodayGroup } from './checkin.test-helpers.ts';

const t = await createTestApp();

const companyA = await createCompany(t.db, { name: 'Tejo Tours' });
const employeeA = await createEmployee(t.db, companyA.id);
const otherEmployeeA = await createEmployee(t.db, companyA.id);
const companyB = await createCompany(t.db, { name: 'Sintra Trips' });
const employeeB = await createEmployee(t.db, companyB.id);
const guest = await createEmployee(t.db, companyA.id);
await t.db.updateTable('user').set({ isGuestGuider: true }).where('id', '=', guest.id).execute();
const admin = await createUser(t.db, 'admin');

const cookies = new Map<string, string>();
async function as(email: string) {
  const known = cookies.get(email) ?? (await signIn(t.app, email));
  cookies.set(email, known);
  return known;
}

async function call(email: string, method: 'GET' | 'POST', url: string, payload?: unknown) {
  const res = await t.app.inject({
    method,
    url,
    headers: { cookie: await as(email) },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  return { status: res.statusCode, body: res.json() };
}

const manifest = (email: string, groupId: string) =>
  call(email, 'GET', `/api/guider/groups/${groupId}/manifest`);
const scan = (email: string, groupId: string, qrText: string, addedTicketNumbers: string[] = []) =>
  call(email, 'POST', `/api/guider/groups/${groupId}/scan`, { qrText, addedTicketNumbers });
const start = (email: string, groupId: string, tickets: string[], idempotencyKey: string = randomUUID()) =>
  call(email, 'POST', `/api/guider/groups/${groupId}/start`, { idempotencyKey, tickets });
const finish = (email: string, runId: string) => call(email, 'POST', `/api/guider/runs/${runId}/finish`);
const activeRun = (email: string) => call(email, 'GET', '/api/guider/active-run');

async function finishActive(companyId: string) {
  await t.db
    .updateTable('activity_run')
    .set({ inProgress: false, endTime: new Date() })
    .where('companyId', '=', companyId)
    .where('inProgress', '=', true)
    .execute();
}

describe('the group manifest', () => {
  it('lists the participants by buyer with their tickets, for the company and its employees only', async () => {
    const group = await createTodayGroup(t, {
      companyIds: [companyA.id],
      bookings: [
        { participants: 2, clientName: 'Maria Costa' },
        { participants: 1, clientName: 'John Miller' },
      ],
    });
    for (const email of [companyA.email, employeeA.email]) {
      const res = await manifest(email, group.groupId);
      expect(res.status).toBe(200);
      expect(res.body.group).toMatchObject({ id: group.groupId, activityId: group.activityId });
      expect(res.body.canStart).toBe(true);
      expect(res.body.run).toBeNull();
      expect(
        res.body.participants.map((p: { clientName: string; tickets: unknown[] }) => [
          p.clientName,
          p.tickets.length,
        ]),
      ).toEqual([
        ['Maria Costa', 2],
        ['John Miller', 1],
      ]);
      expect(res.body.participants[0].tickets[0].state).toBe('valid');
    }
    // Another company (not staffing the group) and its employee: the group does not exist for them.
    expect((await manifest(companyB.email, group.groupId)).status).toBe(404);
    expect((await manifest(employeeB.email, group.groupId)).status).toBe(404);
    expect((await manifest(companyA.email, randomUUID())).status).toBe(404);
    // Admins are not guiders.
    expect((await manifest(admin.email, group.groupId)).status).toBe(403);
  });

  it('lets a guest guider view and scan but not start', async () => {
    const group = await createTodayGroup(t, { companyIds: [companyB.id], bookings: [{ participants: 1 }] });
    const view = await manifest(guest.email, group.groupId);
    expect(view.status).toBe(200);
    expect(view.body.canStart).toBe(false);
    const ticket = group.tickets[0]?.qrText ?? '';
    expect((await scan(guest.email, group.groupId, ticket)).status).toBe(200);
    const refused = await start(guest.email, group.groupId, [ticket]);
    expect(refused).toEqual({
      status: 403,
      body: {
        error: {
          code: 'FORBIDDEN',
          message: checkinTexts.guestCannotStart,
          text: { id: 'checkin.guestCannotStart' },
        },
      },
    });
    const stored = await t.db
      .selectFrom('issued_ticket')
      .select('isValid')
      .where('ticketNumber', '=', group.tickets[0]?.ticketNumber ?? '')
      .executeTakeFirstOrThrow();
    expect(stored.isValid).toBe(true);
  });
});

describe('scans arriving together', () => {
  it('answer each guider for their own group (the look-ups of simultaneous requests are batched)', async () => {
    const groupA = await createTodayGroup(t, {
      companyIds: [companyA.id],
      bookings: [
        { participants: 1, clientName: 'Rita Alves' },
        { participants: 1, clientName: 'Luis Neves' },
      ],
    });
    const groupB = await createTodayGroup(t, {
      companyIds: [companyB.id],
      bookings: [{ participants: 1, clientName: 'Paul Smith' }],
    });
    const [ticketA, secondTicketA] = groupA.tickets;
    const ticketB = groupB.tickets[0];
    if (!ticketA || !secondTicketA || !ticketB) {
      throw new Error('tickets expected');
    }
    const who = [companyA, employeeA, companyB, employeeB, guest];
    await Promise.all(who.map((user) => as(user.email)));
    const cases: [string, string, string, number, string | null][] = [
      [companyA.email, groupA.groupId, ticketA.qrText, 200, 'Rita Alves'],
      [employeeA.email, groupA.groupId, ticketA.qrText, 200, 'Rita Alves'],
      [employeeA.email, groupA.groupId, secondTicketA.qrText, 200, 'Luis Neves'],
      [
        employeeA.email,
        groupA.groupId,
        `${groupA.groupId}@${ticketA.participantId}@${secondTicketA.ticketNumber}`,
        400,
        null,
      ],
      [employeeB.email, groupA.groupId, ticketA.qrText, 404, null],
      [companyB.email, groupB.groupId, ticketB.qrText, 200, 'Paul Smith'],
      [employeeB.email, groupB.groupId, ticketB.qrText, 200, 'Paul Smith'],
      [employeeA.email, groupB.groupId, ticketB.qrText, 404, null],
      [guest.email, groupB.groupId, ticketB.qrText, 200, 'Paul Smith'],
      [companyA.email, randomUUID(), ticketA.qrText, 404, null],
      [companyA.email, groupA.groupId, ticketB.qrText, 409, null],
    ];
    const answers = await Promise.all(
      [...cases, ...cases].map(([email, groupId, qrText]) => scan(email, groupId, qrText)),
    );
    answers.forEach((answer, i) => {
      const [email, groupId, , status, clientName] = cases[i % cases.length] ?? [];
      expect(answer.status, `${email} on ${groupId}`).toBe(status);
      if (clientName) {
        expect(answer.body.clientName).toBe(clientName);
      }
    });
  });
});

describe('scanner messages, decided on the server (operations.md §5, §8)', () => {
  it('answers every scanner message with its text', async () => {
    const group = await createTodayGroup(t, {
      companyIds: [companyA.id],
      bookings: [{ participants: 2 }, { participants: 1 }],
      maxNumOfParticipants: 3,
    });
    const other = await createTodayGroup(t, { companyIds: [companyA.id], bookings: [{ participants: 1 }] });
    const [first, second, third] = group.tickets;
    if (!first || !second || !third) {
      throw new Error('three tickets expected');
    }
    const ok = await scan(employeeA.email, group.groupId, first.qrText);
    expect(ok).toEqual({
      status: 200,
      body: { participantId: first.participantId, ticketNumber: first.ticketNumber, clientName: 'Ana Silva' },
    });
    const refusal = async (qrText: string, added: string[], status: number, message: string) => {
      const res = await scan(employeeA.email, group.groupId, qrText, added);
      expect(res.status, message).toBe(status);
      expect(res.body.error.message).toBe(message);
    };
    await refusal('', [], 400, messages.qrUnreadable);
    await refusal('not a ticket', [], 400, messages.invalidTicket);
    await refusal(`${group.groupId}@${first.participantId}@nope`, [], 400, messages.invalidTicket);
    await refusal(third.qrText, [first.ticketNumber, second.ticketNumber, 'x'], 409, messages.groupFull);
    await refusal(first.qrText, [first.ticketNumber], 409, messages.participantAlreadyAdded);
    await refusal(other.tickets[0]?.qrText ?? '', [], 409, messages.ticketOtherTour);

    // Validated by a start: scanning it again says so.
    const started = await start(employeeA.email, group.groupId, [first.qrText]);
    expect(started.status).toBe(200);
    await refusal(first.qrText, [], 409, messages.ticketAlreadyValidated);
    await finishActive(companyA.id);

    // A refunded (voided) ticket is not a ticket any more.
    await t.db
      .updateTable('issued_ticket')
      .set({ isValid: false, voidedAt: new Date() })
      .where('ticketNumber', '=', third.ticketNumber)
      .execute();
    await refusal(third.qrText, [], 400, messages.invalidTicket);

    // Missing group data: the generic error.
    const missing = await scan(employeeA.email, randomUUID(), first.qrText);
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toBe(messages.unexpected);
    // Another company's group is missing group data for this guide, too.
    const notMine = await scan(employeeB.email, group.groupId, first.qrText);
    expect(notMine.status).toBe(404);
    expect(notMine.body.error.message).toBe(messages.unexpected);
  });

  it('says a ticket from before its booking moved into this tour was replaced', async () => {
    const to = await createTodayGroup(t, { companyIds: [companyA.id], bookings: [{ participants: 1 }] });
    const { activityId } = await t.db
      .selectFrom('activity_group')
      .select('activityId')
      .where('id', '=', to.groupId)
      .executeTakeFirstOrThrow();
    // Booked on another day of the same activity, then moved into today's group as a reschedule does
    // (manage.service): the booking, its participant and ticket numbers go to the new group, and the QR code's
    // group part is the new group's from then on.
    const booked = await createPaidBooking(t, {
      activityId,
      day: lisbonDayIn(6),
      startTime: '10:00',
      participants: 1,
    });
    const old = await t.db
      .selectFrom('participant as p')
      .innerJoin('issued_ticket as it', 'it.participantId', 'p.id')
      .select(['p.id as participantId', 'it.ticketNumber'])
      .where('p.bookingId', '=', booked.id)
      .executeTakeFirstOrThrow();
    await t.db.updateTable('booking').set({ groupId: to.groupId }).where('id', '=', booked.id).execute();
    const oldQr = `${booked.groupId}@${old.participantId}@${old.ticketNumber}`;
    const replaced = await scan(employeeA.email, to.groupId, oldQr);
    expect(replaced.status).toBe(409);
    expect(replaced.body.error.message).toBe('This ticket was replaced when the booking moved.');
    const current = await scan(
      employeeA.email,
      to.groupId,
      `${to.groupId}@${old.participantId}@${old.ticketNumber}`,
    );
    expect(current.status).toBe(200);
    // A ticket of a booking that is in another tour still says so.
    const other = await createTodayGroup(t, { companyIds: [companyA.id], bookings: [{ participants: 1 }] });
    const elsewhere = await scan(employeeA.email, to.groupId, other.tickets[0]?.qrText ?? '');
    expect(elsewhere.body.error.message).toBe(messages.ticketOtherTour);
  });

  it('refuses a start whose tickets lack a part, or that has none: "Couldn\'t start tour"', async () => {
    const group = await createTodayGroup(t, { companyIds: [companyA.id], bookings: [{ participants: 1 }] });
    for (const tickets of [[], ['only@two'], [`${group.groupId}@@x`]]) {
      const res = await start(companyA.email, group.groupId, tickets);
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe(messages.couldNotStartTour);
    }
    expect(
      await t.db.selectFrom('activity_run').select('id').where('groupId', '=', group.groupId).execute(),
    ).toEqual([]);
  });

  it('refuses a start with only tickets that are not ours (any text in the parts) with a 409, not a 5xx', async () => {
    const group = await createTodayGroup(t, { companyIds: [companyA.id], bookings: [{ participants: 1 }] });
    const res = await start(companyA.email, group.groupId, [`${group.groupId}@not-a-uuid@ticket`]);
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(messages.invalidTicket);
  });
});

describe('start and finish', () => {
  it('starts: validates the tickets, pays the guider payment, approves the commissions, once per key', async () => {
    await t.db
      .insertInto('affiliate')
      .values({
        name: 'Lisbon Blog',
        email: 'blog-checkin@example.test',
        discountCode: 'CHECKIN10',
        discountBasisPoints: 1000,
        commissionRateBasisPoints: 1500,
      })
      .execute();
    const group = await createTodayGroup(t, {
      companyIds: [companyA.id],
      bookings: [
        { participants: 2, discountCode: 'CHECKIN10' },
        { participants: 1, discountCode: 'CHECKIN10' },
      ],
    });
    const commissions = () =>
      t.db
        .selectFrom('affiliate_commission')
        .select(['bookingId', 'state', 'approvedAt'])
        .where(
          'bookingId',
          'in',
          group.bookings.map((b) => b.id),
        )
        .orderBy('bookingId')
        .execute();
    expect((await commissions()).map((c) => c.state)).toEqual(['expected', 'expected']);

    const [first, second] = group.tickets;
    const key = randomUUID();
    const res = await start(employeeA.email, group.groupId, [first?.qrText ?? '', second?.qrText ?? ''], key);
    expect(res.status).toBe(200);
    expect(res.body.validated.sort()).toEqual([first?.ticketNumber, second?.ticketNumber].sort());
    expect(res.body.validatedElsewhere).toEqual([]);
    expect(res.body.run).toMatchObject({
      groupId: group.groupId,
      inProgress: true,
      numOfScannedTickets: 2,
      payAmountCents: 4000,
      employeeName: 'Test Employee',
      endedAt: null,
    });
    const run = await t.db
      .selectFrom('activity_run')
      .selectAll()
      .where('groupId', '=', group.groupId)
      .executeTakeFirstOrThrow();
    expect(run).toMatchObject({
      employeeId: employeeA.employeeId,
      startedBy: employeeA.id,
      payAmountCents: 4000,
    });
    const tickets = await t.db
      .selectFrom('issued_ticket')
      .select(['ticketNumber', 'isValid', 'validatedBy', 'runId'])
      .where(
        'ticketNumber',
        'in',
        group.tickets.map((x) => x.ticketNumber),
      )
      .execute();
    expect(tickets.filter((x) => !x.isValid).map((x) => [x.validatedBy, x.runId])).toEqual([
      [employeeA.id, run.id],
      [employeeA.id, run.id],
    ]);
    // Only the booking whose travellers showed up has its commission approved.
    const firstBooking = group.tickets[0]?.bookingId;
    const states = await commissions();
    expect(states.find((c) => c.bookingId === firstBooking)?.state).toBe('pending');
    expect(states.find((c) => c.bookingId !== firstBooking)?.state).toBe('expected');

    // The same start again (a retry, the offline queue): the same run, nothing validated twice.
    const again = await start(
      employeeA.email,
      group.groupId,
      [first?.qrText ?? '', second?.qrText ?? ''],
      key,
    );
    expect(again.status).toBe(200);
    expect(again.body.run.id).toBe(run.id);
    expect(again.body.validated.length).toBe(2);
    expect(
      await t.db.selectFrom('activity_run').select('id').where('groupId', '=', group.groupId).execute(),
    ).toHaveLength(1);

    // The company's other guide, with a new key: already started. Another group meanwhile: one at a time.
    const third = group.tickets[2]?.qrText ?? '';
    const twice = await start(otherEmployeeA.email, group.groupId, [third]);
    expect(twice.status).toBe(409);
    expect(twice.body.error.message).toBe(checkinTexts.alreadyStarted);
    const otherGroup = await createTodayGroup(t, {
      companyIds: [companyA.id],
      bookings: [{ participants: 1 }],
    });
    const busy = await start(companyA.email, otherGroup.groupId, [otherGroup.tickets[0]?.qrText ?? '']);
    expect(busy.status).toBe(409);
    expect(busy.body.error.message).toBe(checkinTexts.otherRunInProgress);

    // The activity in progress: the company's, and the employee's own; not another employee's.
    expect((await activeRun(companyA.email)).body.run.id).toBe(run.id);
    expect((await activeRun(employeeA.email)).body.run.id).toBe(run.id);
    expect((await activeRun(otherEmployeeA.email)).body.run).toBeNull();
    expect((await activeRun(employeeB.email)).body.run).toBeNull();

    // Finish: only the company or the employee running it; a second finish answers the same.
    expect((await finish(otherEmployeeA.email, run.id)).status).toBe(404);
    expect((await finish(employeeB.email, run.id)).status).toBe(404);
    const done = await finish(employeeA.email, run.id);
    expect(done.status).toBe(200);
    expect(done.body.message).toBe(messages.activityCompleted);
    expect(done.body.run.inProgress).toBe(false);
    expect(done.body.run.endedAt).not.toBeNull();
    const doneAgain = await finish(companyA.email, run.id);
    expect(doneAgain.status).toBe(200);
    expect(doneAgain.body.run.endedAt).toBe(done.body.run.endedAt);
    expect((await activeRun(companyA.email)).body.run).toBeNull();
    const unknown = await finish(companyA.email, randomUUID());
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe(messages.finishFailed);

    // The manifest shows the run and the validated tickets.
    const after = await manifest(companyA.email, group.groupId);
    expect(after.body.run.id).toBe(run.id);
    expect(after.body.participants[0].tickets.map((x: { state: string }) => x.state)).toEqual([
      'validated',
      'validated',
    ]);
  });

  it('settles an offline start once and reports the tickets another guide validated meanwhile', async () => {
    const group = await createTodayGroup(t, {
      companyIds: [companyA.id, companyB.id],
      bookings: [{ participants: 3 }],
    });
    const [a, b, c] = group.tickets.map((x) => x.qrText);
    // Company B's guide validates ticket b while company A's guide is offline with a and b scanned.
    const onlineStart = await start(employeeB.email, group.groupId, [b ?? '']);
    expect(onlineStart.status).toBe(200);
    const key = randomUUID();
    const queued = await start(employeeA.email, group.groupId, [a ?? '', b ?? ''], key);
    expect(queued.status).toBe(200);
    expect(queued.body.validated).toEqual([group.tickets[0]?.ticketNumber]);
    expect(queued.body.validatedElsewhere).toEqual([group.tickets[1]?.ticketNumber]);
    expect(queued.body.run.numOfScannedTickets).toBe(1);
    // Sent again when the answer was lost: the same settlement, still one validation each.
    const replay = await start(employeeA.email, group.groupId, [a ?? '', b ?? ''], key);
    expect(replay.body).toEqual(queued.body);
    // A start whose every ticket went elsewhere creates no run and says why per ticket.
    await finishActive(companyB.id);
    await finishActive(companyA.id);
    const late = await createTodayGroup(t, {
      companyIds: [companyA.id, companyB.id],
      bookings: [{ participants: 1 }],
    });
    const only = late.tickets[0];
    expect((await start(companyB.email, late.groupId, [only?.qrText ?? ''])).status).toBe(200);
    const lost = await start(companyA.email, late.groupId, [only?.qrText ?? '']);
    expect(lost.status).toBe(409);
    expect(lost.body.error.message).toBe(messages.ticketAlreadyValidated);
    expect(lost.body.error.fields).toEqual({ [only?.ticketNumber ?? '']: messages.ticketAlreadyValidated });
    expect(
      await t.db
        .selectFrom('activity_run')
        .select('id')
        .where('groupId', '=', late.groupId)
        .where('companyId', '=', companyA.id)
        .execute(),
    ).toEqual([]);
    expect(c).toBeDefined();
    await finishActive(companyB.id);
  });

  it('settles one start sent several times at once (same key) into one run', async () => {
    await finishActive(companyA.id);
    const group = await createTodayGroup(t, { companyIds: [companyA.id], bookings: [{ participants: 2 }] });
    const key = randomUUID();
    const texts = group.tickets.map((x) => x.qrText);
    const results = await Promise.all(
      Array.from({ length: 10 }, () => start(employeeA.email, group.groupId, texts, key)),
    );
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(new Set(results.map((r) => r.body.run.id)).size).toBe(1);
    expect(results.every((r) => r.body.validated.length === 2)).toBe(true);
    await finishActive(companyA.id);
  });

  it('refuses a group of another day and a group the company does not staff', async () => {
    const group = await createTodayGroup(t, { companyIds: [companyA.id], bookings: [{ participants: 1 }] });
    const ticket = group.tickets[0]?.qrText ?? '';
    expect((await start(companyB.email, group.groupId, [ticket])).status).toBe(404);
    await t.db
      .updateTable('activity_group')
      .set({ day: '2020-01-01' })
      .where('id', '=', group.groupId)
      .execute();
    const res = await start(companyA.email, group.groupId, [ticket]);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(checkinTexts.notToday);
  });

  it("lists today's staffed groups with their run state", async () => {
    const group = await createTodayGroup(t, { companyIds: [companyB.id], bookings: [{ participants: 2 }] });
    const res = await call(employeeB.email, 'GET', '/api/guider/today-groups');
    expect(res.status).toBe(200);
    const row = res.body.groups.find((g: { groupId: string }) => g.groupId === group.groupId);
    expect(row).toMatchObject({ activityId: group.activityId, participantCount: 2, runState: 'notStarted' });
    const mine = await call(employeeA.email, 'GET', '/api/guider/today-groups');
    expect(mine.body.groups.map((g: { groupId: string }) => g.groupId)).not.toContain(group.groupId);
  });
});

describe('100 concurrent starts of one ticket', () => {
  it('validate it exactly once, with no 5xx', async () => {
    const companies = [companyA, companyB, await createCompany(t.db, { name: 'Douro Rides' })];
    for (const company of companies) {
      await finishActive(company.id);
    }
    const group = await createTodayGroup(t, {
      companyIds: companies.map((c) => c.id),
      bookings: [{ participants: 1 }],
    });
    const ticket = group.tickets[0];
    if (!ticket) {
      throw new Error('one ticket expected');
    }
    const guides = [
      companies[0]?.email,
      employeeA.email,
      otherEmployeeA.email,
      companies[1]?.email,
      employeeB.email,
      companies[2]?.email,
    ];
    // Each guide signs in once beforehand: a burst of sign-ins of one account from one address is throttled
    // (at most 10 attempts in flight), and this test is about the starts.
    for (const email of guides) {
      await as(email ?? companyA.email);
    }
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        start(guides[i % guides.length] ?? companyA.email, group.groupId, [ticket.qrText]),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(new Set(statuses)).toEqual(new Set([200, 409]));
    const row = await t.db
      .selectFrom('issued_ticket')
      .select(['isValid', 'runId'])
      .where('ticketNumber', '=', ticket.ticketNumber)
      .executeTakeFirstOrThrow();
    expect(row.isValid).toBe(false);
    const runs = await t.db
      .selectFrom('activity_run')
      .select(['id', 'numOfScannedTickets'])
      .where('groupId', '=', group.groupId)
      .execute();
    expect(runs).toEqual([{ id: row.runId, numOfScannedTickets: 1 }]);
  });
});
