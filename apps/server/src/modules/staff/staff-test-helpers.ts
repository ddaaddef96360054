import sharp from 'sharp';
import type { TestApp } from '../../../test/test-app.ts';
import { waitForMails } from '../../../test/wait.ts';

/** A small real PNG (documents are checked from their bytes). */
export async function pngImage(color = '#1d4e89'): Promise<Buffer> {
  return sharp({ create: { width: 24, height: 16, channels: 3, background: color } })
    .png()
    .toBuffer();
}

/** The add-employee form as the browser sends it. */
export function employeeForm(fields: {
  name?: string;
  email?: string;
  /** The invitation's language. */
  locale?: string;
  driversLicense?: Buffer;
  citizenCard?: Buffer;
}): FormData {
  const form = new FormData();
  if (fields.locale !== undefined) {
    form.append('locale', fields.locale);
  }
  if (fields.name !== undefined) {
    form.append('name', fields.name);
  }
  if (fields.email !== undefined) {
    form.append('email', fields.email);
  }
  if (fields.driversLicense) {
    form.append('driversLicense', new Blob([new Uint8Array(fields.driversLicense)]), 'licence.png');
  }
  if (fields.citizenCard) {
    form.append('citizenCard', new Blob([new Uint8Array(fields.citizenCard)]), 'card.png');
  }
  return form;
}

/** Waits for the outbox to deliver a mail to `recipient` (dev mailbox) and returns the newest one. */
export async function waitForMail(t: TestApp, recipient: string) {
  const [newest] = await waitForMails(t.db, recipient);
  if (!newest) {
    throw new Error(`no mail reached ${recipient}`);
  }
  return newest;
}

export const cookieOf = (res: { cookies: { name: string; value: string }[] }) =>
  res.cookies.map((c) => `${c.name}=${c.value}`).join('; ');

/** Finished runs an employee operated for the company, one group each (payment history). */
export async function createFinishedRuns(
  t: TestApp,
  {
    companyId,
    employeeId,
    startedBy,
    count,
  }: { companyId: string; employeeId: string; startedBy: string; count: number },
) {
  const activity = await t.db
    .insertInto('activity')
    .values({
      title: 'Alfama by tuk-tuk',
      description: 'A ride through the old town.',
      durationMinutes: 90,
      priceCents: 3500,
      privatePriceCents: 12000,
      guiderPaymentCents: 4500,
      cancellationPolicy: 'Free cancellation up to 24 hours before.',
      languages: ['English'],
      sharedTimeSlots: ['10:00'],
      privateTimeSlots: ['10:00'],
      minNumOfParticipants: 1,
      maxNumOfParticipants: 6,
      meetingPoint: 'Praça do Comércio',
      markerLat: 38.7075,
      markerLng: -9.1365,
      city: 'Lisbon',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const runIds: string[] = [];
  for (let i = 0; i < count; i++) {
    const day = `2026-0${1 + Math.floor(i / 9)}-${String(10 + (i % 9)).padStart(2, '0')}`;
    const group = await t.db
      .insertInto('activity_group')
      .values({ activityId: activity.id, day, startTime: '10:00', endTime: '11:30', capacity: 6 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('group_allocation')
      .values({ groupId: group.id, companyId, joinedNOfSeats: 4, nOfSeats: 4, numberOfVehicles: 1 })
      .execute();
    const start = new Date(`${day}T10:00:00Z`);
    const run = await t.db
      .insertInto('activity_run')
      .values({
        companyId,
        groupId: group.id,
        activityId: activity.id,
        employeeId,
        startedBy,
        startTime: start,
        endTime: new Date(start.getTime() + 90 * 60_000),
        inProgress: false,
        payAmountCents: 4500,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    runIds.push(run.id);
  }
  return runIds;
}
