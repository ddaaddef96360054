import type { TLocale } from '@roteiro/domain/i18n/locale';
import { NEWSLETTER_RESEND_MINUTES } from '@roteiro/domain/newsletter/newsletter';
import { sql } from 'kysely';
import type { Executor, Trx } from '../../db/database.ts';

/** A new address gets its row (waiting for confirmation); a known one is left as it is. */
export async function insertSubscriptionIfNew(trx: Trx, email: string, locale: TLocale): Promise<void> {
  await trx
    .insertInto('newsletter_subscription')
    .values({ email, locale })
    .onConflict((oc) => oc.column('email').doNothing())
    .execute();
}

/**
 * Records that a confirmation e-mail goes out now, in the sign-up's language, only when the address is not
 * subscribed (new, waiting or left) and none went out in the last NEWSLETTER_RESEND_MINUTES; undefined otherwise.
 */
export async function markConfirmationDue(trx: Trx, email: string, locale: TLocale) {
  return trx
    .updateTable('newsletter_subscription')
    .set({ confirmationSentAt: sql`now()`, locale })
    .where('email', '=', email)
    .where((eb) => eb.or([eb('confirmedAt', 'is', null), eb('unsubscribedAt', 'is not', null)]))
    .where((eb) =>
      eb.or([
        eb('confirmationSentAt', 'is', null),
        eb('confirmationSentAt', '<', sql<Date>`now() - make_interval(mins => ${NEWSLETTER_RESEND_MINUTES})`),
      ]),
    )
    .returning('id')
    .executeTakeFirst();
}

/** Subscribes a waiting or departed address from now on, once; undefined when it is subscribed already or unknown. */
export async function confirmSubscription(trx: Trx, email: string) {
  return trx
    .updateTable('newsletter_subscription')
    .set({ confirmedAt: sql`now()`, unsubscribedAt: null })
    .where('email', '=', email)
    .where((eb) => eb.or([eb('confirmedAt', 'is', null), eb('unsubscribedAt', 'is not', null)]))
    .returning(['id', 'locale'])
    .executeTakeFirst();
}

export async function subscriptionExists(db: Executor, email: string): Promise<boolean> {
  const row = await db
    .selectFrom('newsletter_subscription')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirst();
  return row !== undefined;
}

/** No more newsletters for this address; nothing changes when it has left already. */
export async function unsubscribeAddress(db: Executor, email: string): Promise<void> {
  await db
    .updateTable('newsletter_subscription')
    .set({ unsubscribedAt: sql`now()` })
    .where('email', '=', email)
    .where('unsubscribedAt', 'is', null)
    .execute();
}
