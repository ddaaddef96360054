import { ticketQrText } from '@roteiro/domain/checkin/qr';
import {
  createBookableActivity,
  createPaidBooking,
  lisbonDayIn,
  lisbonSlotAt,
  moveGroupStart,
} from '../../../test/bookings.ts';
import type { TestApp } from '../../../test/test-app.ts';

/**
 * A group of today (Lisbon) with paid bookings made through the real checkout and webhook, staffed by the
 * given companies (allocations written directly: planning is another module's). Returns the QR texts.
 */
export async function createTodayGroup(
  t: TestApp,
  input: {
    companyIds: string[];
    bookings: {
      participants: number;
      clientName?: string;
      discountCode?: string;
      referralCode?: string;
      clientPhone?: string | null;
      notes?: string | null;
    }[];
    maxNumOfParticipants?: number;
  },
) {
  const activity = await createBookableActivity(t.db, {
    maxNumOfParticipants: input.maxNumOfParticipants ?? 8,
    sharedTimeSlots: ['10:00'],
    privateTimeSlots: ['10:00'],
  });
  const day = lisbonDayIn(5);
  const bookings = [];
  for (const booking of input.bookings) {
    bookings.push(
      await createPaidBooking(t, {
        activityId: activity.id,
        day,
        startTime: '10:00',
        participants: booking.participants,
        clientName: booking.clientName,
        discountCode: booking.discountCode,
        referralCode: booking.referralCode,
        clientPhone: booking.clientPhone,
        notes: booking.notes,
      }),
    );
  }
  const groupId = bookings[0]?.groupId;
  if (!groupId) {
    throw new Error('createTodayGroup needs at least one booking');
  }
  // The slot moves to now, so the group is today's whatever the hour.
  await moveGroupStart(t.db, groupId, new Date(Date.now() - 60_000));
  for (const companyId of input.companyIds) {
    await t.db
      .insertInto('group_allocation')
      .values({ groupId, companyId, joinedNOfSeats: 8, nOfSeats: 8, numberOfVehicles: 2 })
      .execute();
  }
  const tickets = await t.db
    .selectFrom('issued_ticket as it')
    .innerJoin('participant as p', 'p.id', 'it.participantId')
    .select(['it.ticketNumber', 'p.id as participantId', 'p.bookingId'])
    .where('p.groupId', '=', groupId)
    .orderBy('p.createdAt')
    .orderBy('it.createdAt')
    .orderBy('it.ticketNumber')
    .execute();
  return {
    activityId: activity.id,
    groupId,
    day: lisbonSlotAt(new Date()).day,
    bookings,
    tickets: tickets.map((ticket) => ({
      ...ticket,
      qrText: ticketQrText({
        groupId,
        participantId: ticket.participantId,
        ticketNumber: ticket.ticketNumber,
      }),
    })),
  };
}
