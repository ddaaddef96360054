import { createHmac, timingSafeEqual } from 'node:crypto';
import { DEFAULT_LOCALE, type TLocale, withLocaleQuery } from '@roteiro/domain/i18n/locale';
import { textRef } from '@roteiro/domain/i18n/texts';
import { newsletterTexts, type TNewsletterLink } from '@roteiro/domain/newsletter/newsletter';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { newsletterConfirmMail, newsletterWelcomeMail } from '../../platform/mail/templates/newsletter.ts';
import type { Outbox } from '../../platform/outbox/outbox.ts';
import {
  confirmSubscription,
  insertSubscriptionIfNew,
  markConfirmationDue,
  subscriptionExists,
  unsubscribeAddress,
} from './newsletter.repository.ts';

export type NewsletterDeps = { db: Db; outbox: Pick<Outbox, 'enqueue'>; appUrl: string; authSecret: string };
type Purpose = 'confirm' | 'unsubscribe';

/** An HMAC of the purpose and the address under the server's secret: nothing to store, valid until the secret changes. */
function newsletterToken(secret: string, purpose: Purpose, email: string): string {
  return createHmac('sha256', secret).update(`newsletter:${purpose}:${email}`).digest('base64url');
}

function assertToken(secret: string, purpose: Purpose, link: TNewsletterLink): void {
  const given = Buffer.from(link.token);
  const expected = Buffer.from(newsletterToken(secret, purpose, link.email));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new AppError('BAD_REQUEST', textRef(newsletterTexts, 'invalidLink'));
  }
}

/** A link of the e-mails; in Portuguese it opens its page in Portuguese. */
const linkTo = (deps: NewsletterDeps, purpose: Purpose, email: string, locale: TLocale) => {
  const path = `/newsletter/${purpose}?${new URLSearchParams({ email, token: newsletterToken(deps.authSecret, purpose, email) })}`;
  return `${deps.appUrl}${locale === DEFAULT_LOCALE ? path : withLocaleQuery(path, locale)}`;
};

/**
 * A sign-up. The answer is the same whatever the address's state (no one learns who is subscribed); a confirmation
 * e-mail goes out when the address is new, waiting or had left, at most once per NEWSLETTER_RESEND_MINUTES, in the
 * language of the sign-up, which the newsletter's later e-mails keep.
 */
export async function signUp(deps: NewsletterDeps, email: string, locale: TLocale): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    await insertSubscriptionIfNew(trx, email, locale);
    const due = await markConfirmationDue(trx, email, locale);
    if (due) {
      await deps.outbox.enqueue(trx, {
        kind: 'mail.send',
        payload: {
          to: email,
          ...newsletterConfirmMail({ confirmUrl: linkTo(deps, 'confirm', email, locale), locale }),
        },
      });
    }
  });
}

/** The confirm link: subscribed from now on (once; a second click changes nothing), with a welcome e-mail. */
export async function confirm(deps: NewsletterDeps, link: TNewsletterLink): Promise<void> {
  assertToken(deps.authSecret, 'confirm', link);
  await deps.db.transaction().execute(async (trx) => {
    const confirmed = await confirmSubscription(trx, link.email);
    if (confirmed) {
      const { locale } = confirmed;
      await deps.outbox.enqueue(trx, {
        kind: 'mail.send',
        payload: {
          to: link.email,
          ...newsletterWelcomeMail({
            unsubscribeUrl: linkTo(deps, 'unsubscribe', link.email, locale),
            locale,
          }),
        },
      });
      return;
    }
    if (!(await subscriptionExists(trx, link.email))) {
      throw new AppError('BAD_REQUEST', textRef(newsletterTexts, 'invalidLink'));
    }
  });
}

/** The unsubscribe link: no more newsletters; harmless when repeated. */
export async function unsubscribe(deps: NewsletterDeps, link: TNewsletterLink): Promise<void> {
  assertToken(deps.authSecret, 'unsubscribe', link);
  await unsubscribeAddress(deps.db, link.email);
}
