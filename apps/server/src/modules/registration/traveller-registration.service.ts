import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import {
  TRAVELLER_LINK_TTL_HOURS,
  type TTravellerConfirmRequest,
  type TTravellerLinkResponse,
  type TTravellerRegistrationRequest,
  travellerTexts,
} from '@roteiro/domain/auth/traveller';
import { DEFAULT_LOCALE, type TLocale } from '@roteiro/domain/i18n/locale';
import { textRef } from '@roteiro/domain/i18n/texts';
import { staffTexts } from '@roteiro/domain/staff/texts';
import type { Db, Executor } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import {
  consumeTravellerRegistration,
  countRecentTravellerRegistrations,
  deleteExpiredTravellerRegistrations,
  findTravellerRegistration,
  insertTravellerRegistration,
} from '../../platform/auth/verification.repository.ts';
import { AppError } from '../../platform/http/app-error.ts';
import {
  travellerAccountExistsMail,
  travellerRegistrationMail,
} from '../../platform/mail/templates/traveller-registration.ts';
import type { Outbox } from '../../platform/outbox/outbox.ts';
import { createAccount, findAccountByEmail, isEmailTaken } from '../accounts/accounts.service.ts';

/**
 * /register: a traveller's account, created only once the e-mail address is proven. The form
 * stores a pending registration and e-mails a link `/register/confirm?token={id}.{secret}` (only a hash of
 * the secret is stored); opening it and choosing a password creates the account with a verified e-mail in
 * one transaction that uses the link once. Nobody can hold an address they do not read, and the form
 * answers the same whether or not the address already has an account (that owner is told by e-mail).
 */

export type TravellerRegistrationDeps = {
  db: Db;
  outbox: Pick<Outbox, 'enqueue'>;
  appUrl: string;
  now?: () => Date;
};

/** At most this many registration e-mails to one address per window (a form cannot flood an inbox). */
const MAX_LINKS_PER_WINDOW = 3;
const LINK_WINDOW_MS = 10 * 60 * 1000;

const clock = (deps: Pick<TravellerRegistrationDeps, 'now'>) => deps.now?.() ?? new Date();
const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');
const invalidLink = () => new AppError('NOT_FOUND', textRef(travellerTexts, 'linkInvalid'));

type PendingValue = { name: string; secretHash: string };

function parseToken(token: string): { id: string; secret: string } | null {
  const [id, secret, ...rest] = token.split('.');
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
  return rest.length === 0 && id && secret && uuid.test(id) ? { id, secret } : null;
}

export function travellerRegistrationLink(appUrl: string, token: string): string {
  return `${appUrl}/register/confirm?token=${encodeURIComponent(token)}`;
}

/**
 * POST /api/registration/traveller: e-mails the link in the language of the request (or, for a taken address, a
 * note to sign in, in the account's).
 */
export async function requestTravellerRegistration(
  deps: TravellerRegistrationDeps,
  input: TTravellerRegistrationRequest,
  locale: TLocale = DEFAULT_LOCALE,
): Promise<void> {
  const now = clock(deps);
  const email = input.email;
  await deps.db.transaction().execute(async (trx) => {
    await deleteExpiredTravellerRegistrations(trx, email, now);
    const since = new Date(now.getTime() - LINK_WINDOW_MS);
    if ((await countRecentTravellerRegistrations(trx, email, since)) >= MAX_LINKS_PER_WINDOW) {
      return; // answered the same: the links already sent still work
    }
    const id = randomUUID();
    const secret = randomBytes(32).toString('base64url');
    const value: PendingValue = { name: input.name, secretHash: hashSecret(secret) };
    // Recorded for a taken address too, so that the throttle above counts those e-mails as well.
    await insertTravellerRegistration(trx, {
      id,
      email,
      value: JSON.stringify(value),
      expiresAt: new Date(now.getTime() + TRAVELLER_LINK_TTL_HOURS * 3_600_000),
    });
    // A taken address: the note goes to an account holder, in the account's language.
    const account = await findAccountByEmail(trx, email);
    const mail = account
      ? travellerAccountExistsMail({ loginUrl: `${deps.appUrl}/login`, locale: account.locale })
      : travellerRegistrationMail({
          name: input.name,
          url: travellerRegistrationLink(deps.appUrl, `${id}.${secret}`),
          ttlHours: TRAVELLER_LINK_TTL_HOURS,
          locale,
        });
    await deps.outbox.enqueue(trx, { kind: 'mail.send', payload: { to: email, ...mail } });
  });
}

/** The pending registration a token opens, checked in constant time; else the link is not valid. */
async function openLink(db: Executor, token: string, now: Date) {
  const parsed = parseToken(token);
  const pending = parsed ? await findTravellerRegistration(db, parsed.id, now) : undefined;
  if (!parsed || !pending) {
    throw invalidLink();
  }
  let value: PendingValue;
  try {
    value = JSON.parse(pending.value) as PendingValue;
  } catch {
    throw invalidLink();
  }
  const given = Buffer.from(hashSecret(parsed.secret));
  const expected = Buffer.from(String(value.secretHash ?? ''));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw invalidLink();
  }
  return { id: pending.id, email: pending.email, name: value.name };
}

/** GET /api/registration/traveller?token=: the name and address the link was sent for. */
export async function getTravellerRegistration(
  deps: TravellerRegistrationDeps,
  token: string,
): Promise<TTravellerLinkResponse> {
  const { name, email } = await openLink(deps.db, token, clock(deps));
  return { name, email };
}

/**
 * POST /api/registration/traveller/confirm: uses the link once and creates the traveller's account with
 * its e-mail marked verified (the link proved it), in one transaction. Returns the address to sign in with.
 */
export async function confirmTravellerRegistration(
  deps: TravellerRegistrationDeps,
  input: TTravellerConfirmRequest,
  locale: TLocale,
): Promise<{ id: string; email: string }> {
  const now = clock(deps);
  const accountExists = () =>
    new AppError('CONFLICT', textRef(staffTexts, 'accountExists'), {
      password: textRef(staffTexts, 'accountExists'),
    });
  try {
    return await deps.db.transaction().execute(async (trx) => {
      const pending = await openLink(trx, input.token, now);
      if (await isEmailTaken(trx, pending.email)) {
        throw accountExists();
      }
      if (!(await consumeTravellerRegistration(trx, pending.id, now))) {
        throw invalidLink(); // a second click or tab used it first
      }
      const { id } = await createAccount(trx, {
        email: pending.email,
        name: pending.name,
        role: 'traveller',
        password: input.password,
        emailVerified: true,
        locale,
      });
      return { id, email: pending.email };
    });
  } catch (error) {
    // Two links of the same address confirmed at once: the first account wins.
    if (isUniqueViolation(error)) {
      throw accountExists();
    }
    throw error;
  }
}
