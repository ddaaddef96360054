import type { TCommissionState } from '@roteiro/domain/affiliates/schemas';
import type { RawBuilder } from 'kysely';
import type { Executor, Trx } from '../../db/database.ts';
import * as repo from './commissions.repository.ts';

/**
 * A commission's life as other areas drive it, through affiliates (the commissions' one writer): booking creates it
 * when the booking is paid, check-in approves the commissions of travellers who showed up, payouts claims, pays
 * out, reverses and claws back. Each takes the caller's transaction; the ledger rows that go with them are written
 * by payouts.
 */

export type TClaimedCommission = {
  id: string;
  affiliateId: string;
  state: TCommissionState;
  amountCents: number;
  withheldCents: number;
  paymentAccountId: string | null;
};

/** A booking paid with an affiliate's code: its expected commission (rate and amount worked out by the caller). */
export async function createCommission(trx: Trx, commission: repo.TNewCommission): Promise<void> {
  await repo.createCommission(trx, commission);
}

/** A vendor validated a ticket of the booking: its expected commission is approved, once. */
export async function approveCommissionOfBooking(trx: Trx, bookingId: string): Promise<void> {
  await repo.approveCommissionOfBooking(trx, bookingId);
}

/**
 * The same approval as a statement to compose into the caller's own (the guide's start: one statement, one round
 * trip on a hot route): the expected commissions of the bookings `bookingIds` selects, when `when` holds.
 */
export function approveCommissionsStatement(only: {
  when: RawBuilder<boolean>;
  bookingIds: RawBuilder<unknown>;
}): RawBuilder<{ id: string }> {
  return repo.approveCommissionsStatement(only);
}

/** The expected commissions of paid bookings whose tour day (Lisbon) is before `today` are approved; how many. */
export async function approveCommissionsOfPastTours(db: Executor, today: string, at: Date): Promise<number> {
  return repo.approveCommissionsOfPastTours(db, today, at);
}

/** Claims an approved, unclaimed commission for its payout with `key` (the affiliate's row locked meanwhile). */
export async function claimCommissionFresh(
  trx: Trx,
  commissionId: string,
  key: string,
): Promise<TClaimedCommission | undefined> {
  return repo.claimCommissionFresh(trx, commissionId, key);
}

/** Takes again a commission claimed earlier with `key` whose payout was not recorded. */
export async function claimCommissionRetry(
  db: Executor,
  commissionId: string,
  key: string,
): Promise<TClaimedCommission | undefined> {
  return repo.claimCommissionRetry(db, commissionId, key);
}

/** Marks a claimed commission paid (or clawed back, if refunded meanwhile), once; undefined when already recorded. */
export async function markCommissionPaidOut(
  trx: Trx,
  payout: { id: string; key: string; transferId: string | null; at: Date },
): Promise<{ id: string; amountCents: number; state: TCommissionState } | undefined> {
  return repo.markCommissionPaidOut(trx, payout);
}

/** A booking refunded: its commission reversed (not paid out yet) or clawed back (paid out); null when none. */
export async function reverseOrClawBackCommission(
  trx: Trx,
  bookingId: string,
  at: Date,
): Promise<{ kind: 'reversed' } | { kind: 'clawedBack'; id: string; amountCents: number } | null> {
  return repo.reverseOrClawBackCommission(trx, bookingId, at);
}
