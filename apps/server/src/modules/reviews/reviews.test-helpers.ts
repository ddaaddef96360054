import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { createCompany } from '../../../test/factories.ts';
import { queuedMailContents } from '../../../test/outbox-jobs.ts';
import { signIn, type TestApp } from '../../../test/test-app.ts';
import { createTodayGroup } from '../checkin/checkin.test-helpers.ts';

/** The review link of a mail's text (`…/review/<token>`), or undefined. */
export function reviewTokenIn(text: string | undefined): string | undefined {
  const match = /\/review\/([^\s/]+)(?:\s|$)/.exec(text ?? '');
  return match?.[1] ? decodeURIComponent(match[1]) : undefined;
}

/**
 * A run of today's group, finished through the API by its own new company: the bookings listed in `scanned`
 * (by index) had their tickets scanned at the start, the others never. Returns the bookings with their review
 * links as the invitation e-mails carry them (none for a booking that was not scanned).
 */
export async function finishedRun(
  t: TestApp,
  input: {
    bookings: { clientName?: string; participants?: number; locale?: 'en' | 'pt-PT' }[];
    scanned: number[];
    companyName?: string;
    maxNumOfParticipants?: number;
  },
) {
  const company = await createCompany(t.db, { name: input.companyName ?? 'Tejo Tours' });
  const cookie = await signIn(t.app, company.email);
  const group = await createTodayGroup(t, {
    companyIds: [company.id],
    maxNumOfParticipants: input.maxNumOfParticipants,
    bookings: input.bookings.map((booking) => ({
      participants: booking.participants ?? 1,
      clientName: booking.clientName,
    })),
  });
  for (const [index, booking] of input.bookings.entries()) {
    if (booking.locale) {
      await t.db
        .updateTable('booking')
        .set({ locale: booking.locale })
        .where('id', '=', group.bookings[index]?.id ?? '')
        .execute();
    }
  }
  const scannedIds = new Set(input.scanned.map((index) => group.bookings[index]?.id));
  const tickets = group.tickets
    .filter((ticket) => scannedIds.has(ticket.bookingId))
    .map((ticket) => ticket.qrText);
  const started = await t.app.inject({
    method: 'POST',
    url: `/api/guider/groups/${group.groupId}/start`,
    headers: { cookie },
    payload: { idempotencyKey: randomUUID(), tickets },
  });
  expect(started.statusCode, started.body).toBe(200);
  const runId: string = started.json().run.id;
  const finished = await t.app.inject({
    method: 'POST',
    url: `/api/guider/runs/${runId}/finish`,
    headers: { cookie },
  });
  expect(finished.statusCode, finished.body).toBe(200);
  const bookings = [];
  for (const booking of group.bookings) {
    const mails = await queuedMailContents(t.db, booking.clientEmail);
    const invitation = mails.find((mail) => reviewTokenIn(mail.text) !== undefined);
    bookings.push({ ...booking, token: reviewTokenIn(invitation?.text), invitation });
  }
  return {
    company,
    cookie,
    runId,
    activityId: group.activityId,
    groupId: group.groupId,
    day: group.day,
    bookings,
  };
}

/** A review body as a traveller writes it. */
export function reviewBody(overrides: Partial<Record<string, unknown>> = {}) {
  return {
    stars: 5,
    guideStars: 5,
    valueStars: 4,
    organisationStars: null,
    text: 'A wonderful morning in Belém, with a guide who knew every story.',
    language: 'en',
    ...overrides,
  };
}
