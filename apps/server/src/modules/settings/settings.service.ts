import type { TSessionUser } from '@roteiro/domain/auth/roles';
import { textRef } from '@roteiro/domain/i18n/texts';
import { messages } from '@roteiro/domain/messages/messages';
import {
  EMAIL_CHANGE_FRESH_SIGN_IN_MS,
  EMAIL_CHANGE_LINK_TTL_HOURS,
  provesWithPassword,
  settingsTexts,
  type TChangeEmailRequest,
  type TChangeEmailResponse,
  type TChangePasswordRequest,
  type TConfirmEmailChangeResponse,
  type TDeleteAccountRequest,
  type TLanguageResponse,
  type TProfile,
  type TUpdateLanguageRequest,
  type ZUpdateProfileRequest,
} from '@roteiro/domain/settings/schemas';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { findSessionCreatedAt } from '../../platform/auth/session.repository.ts';
import { isPasswordRightCounted } from '../../platform/auth/sign-in-attempts.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { emailChangeConfirmMail, emailChangeNoticeMail } from '../../platform/mail/templates/email-change.ts';
import type { Outbox } from '../../platform/outbox/outbox.ts';
import { mediaUrl, type StoredMedia } from '../../platform/storage/uploads.ts';
import {
  changeAccountPassword,
  completeEmailChange,
  type DeleteAccount,
  findEmailChangeByToken,
  findPendingEmail,
  isAccountPassword,
  isEmailTaken,
  startEmailChange,
  updateAccountDetails,
} from '../accounts/accounts.service.ts';
import { saveCompanySettings } from '../companies/companies.service.ts';
import { saveEmployeeMessagingId } from '../staff/staff.service.ts';
import { findProfile } from './settings.repository.ts';

export type SettingsDeps = {
  db: Db;
  deleteAccount: DeleteAccount;
  outbox: Pick<Outbox, 'enqueue'>;
  appUrl: string;
};

export async function getProfile(db: Db, actor: TSessionUser): Promise<TProfile> {
  const row = await findProfile(db, actor.id);
  if (!row) {
    throw new AppError('NOT_FOUND');
  }
  return {
    name: row.name,
    email: row.email,
    image: row.image,
    role: row.role,
    numberOfSeats: row.role === 'company' ? row.numberOfSeats : null,
    messagingId: row.role === 'company' || row.role === 'employee' ? row.messagingId : null,
    emailVerified: row.emailVerified,
    pendingEmail: await findPendingEmail(db, actor.id),
  };
}

/**
 * Saves the name (all roles), number of seats (companies) and messaging ID (companies and employees). The e-mail
 * changes only through `requestEmailChange`.
 */
export async function updateProfile(
  db: Db,
  actor: TSessionUser,
  input: z.output<typeof ZUpdateProfileRequest>,
): Promise<TProfile> {
  await db.transaction().execute(async (trx) => {
    await updateAccountDetails(trx, actor.id, { name: input.name });
    if (actor.role === 'company') {
      await saveCompanySettings(trx, actor.id, {
        ...(input.numberOfSeats !== undefined ? { numberOfSeats: input.numberOfSeats } : {}),
        ...(input.messagingId !== undefined ? { messagingId: input.messagingId } : {}),
      });
    }
    if (actor.role === 'employee' && input.messagingId !== undefined) {
      await saveEmployeeMessagingId(trx, actor.id, input.messagingId);
    }
  });
  return getProfile(db, actor);
}

/** Saves the account's language; the next session answer carries it. */
export async function updateLanguage(
  db: Db,
  actor: TSessionUser,
  input: TUpdateLanguageRequest,
): Promise<TLanguageResponse> {
  await updateAccountDetails(db, actor.id, { locale: input.locale });
  return { locale: input.locale };
}

const emailTaken = () =>
  new AppError('CONFLICT', textRef(settingsTexts, 'emailTaken'), {
    email: textRef(settingsTexts, 'emailTaken'),
  });

/** Where a settings request came from: its session (for a fresh sign-in) and its address (for counting guesses). */
export type TOwnerRequest = { sessionToken: string | null; ip: string };

/**
 * The current password, checked as a sign-in attempt of the account from this address: a wrong one
 * counts against the sign-in limits, and past them the answer is 429 before any check.
 */
async function assertCurrentPassword(db: Db, actor: TSessionUser, password: string, ip: string) {
  const isRight = await isPasswordRightCounted(db, { email: actor.email, ip }, () =>
    isAccountPassword(db, actor.id, password),
  );
  if (!isRight) {
    throw new AppError('VALIDATION_FAILED', textRef(settingsTexts, 'currentPasswordWrong'), {
      currentPassword: textRef(settingsTexts, 'currentPasswordWrong'),
    });
  }
}

/**
 * Proof that the owner is at the keyboard before a change that hands the account over or ends it:
 * the current password; an account without one (affiliates sign in by e-mailed link only) instead needs a
 * sign-in less than 15 minutes old. A session that is merely recent is no proof for an account with a password.
 */
async function assertOwnerProof(
  db: Db,
  actor: TSessionUser,
  currentPassword: string | undefined,
  { sessionToken, ip }: TOwnerRequest,
  // The refusals' texts, as references (`textRef`).
  texts: { passwordRequired: string; needsFreshSignIn: string; freshSignInField?: string },
): Promise<void> {
  if (currentPassword) {
    await assertCurrentPassword(db, actor, currentPassword, ip);
    return;
  }
  if (provesWithPassword(actor.role)) {
    throw new AppError('VALIDATION_FAILED', texts.passwordRequired, {
      currentPassword: texts.passwordRequired,
    });
  }
  const signedInAt = sessionToken ? await findSessionCreatedAt(db, sessionToken) : null;
  if (!signedInAt || Date.now() - signedInAt.getTime() > EMAIL_CHANGE_FRESH_SIGN_IN_MS) {
    throw new AppError(
      'VALIDATION_FAILED',
      texts.needsFreshSignIn,
      texts.freshSignInField ? { [texts.freshSignInField]: texts.needsFreshSignIn } : undefined,
    );
  }
}

/**
 * Asks for a new e-mail: proven by the current password, or, for an account without one, by a
 * sign-in less than 15 minutes old. Nothing changes yet: the new address is e-mailed a link that makes the
 * change, and the old address is told, in the same transaction.
 */
export async function requestEmailChange(
  deps: Pick<SettingsDeps, 'db' | 'outbox' | 'appUrl'>,
  actor: TSessionUser,
  input: TChangeEmailRequest,
  request: TOwnerRequest,
): Promise<TChangeEmailResponse> {
  const { db, outbox, appUrl } = deps;
  if (input.email === actor.email) {
    throw new AppError('VALIDATION_FAILED', textRef(settingsTexts, 'emailUnchanged'), {
      email: textRef(settingsTexts, 'emailUnchanged'),
    });
  }
  await assertOwnerProof(db, actor, input.currentPassword, request, {
    passwordRequired: textRef(settingsTexts, 'currentPasswordRequired'),
    needsFreshSignIn: textRef(settingsTexts, 'emailChangeNeedsFreshSignIn'),
    freshSignInField: 'email',
  });
  if (await isEmailTaken(db, input.email)) {
    throw emailTaken();
  }
  await db.transaction().execute(async (trx) => {
    const expiresAt = new Date(Date.now() + EMAIL_CHANGE_LINK_TTL_HOURS * 60 * 60 * 1000);
    const token = await startEmailChange(trx, actor.id, input.email, expiresAt);
    const url = `${appUrl}/settings/email/confirm?token=${encodeURIComponent(token)}`;
    await outbox.enqueue(trx, {
      kind: 'mail.send',
      // Both in the account's language (issue 36), as the sign-in link is.
      payload: {
        to: input.email,
        ...emailChangeConfirmMail({ url, newEmail: input.email, locale: actor.locale }),
      },
    });
    await outbox.enqueue(trx, {
      kind: 'mail.send',
      payload: {
        to: actor.email,
        ...emailChangeNoticeMail({ newEmail: input.email, stage: 'requested', locale: actor.locale }),
      },
    });
  });
  return { pendingEmail: input.email, message: settingsTexts.emailChangeSent(input.email) };
}

const linkInvalid = () => new AppError('NOT_FOUND', textRef(settingsTexts, 'emailChangeLinkInvalid'));

/** The address an e-mail change link would confirm (its page shows it before the button is pressed). */
export async function getEmailChangeLink(db: Db, token: string): Promise<{ email: string }> {
  const change = await findEmailChangeByToken(db, token);
  if (!change) {
    throw linkInvalid();
  }
  return { email: change.newEmail };
}

/** Opens the link: the account's e-mail becomes the new address, and the old one is told. */
export async function confirmEmailChange(
  deps: Pick<SettingsDeps, 'db' | 'outbox'>,
  token: string,
): Promise<TConfirmEmailChangeResponse> {
  try {
    return await deps.db.transaction().execute(async (trx) => {
      const change = await completeEmailChange(trx, token);
      if (!change) {
        throw linkInvalid();
      }
      await deps.outbox.enqueue(trx, {
        kind: 'mail.send',
        payload: {
          to: change.oldEmail,
          ...emailChangeNoticeMail({ newEmail: change.newEmail, stage: 'changed', locale: change.locale }),
        },
      });
      return { email: change.newEmail, message: settingsTexts.emailChanged };
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw emailTaken();
    }
    throw error;
  }
}

/** "Delete account", once the owner proved it is them (the current password, or a fresh sign-in without one). */
export async function deleteOwnAccount(
  deps: Pick<SettingsDeps, 'db' | 'deleteAccount'>,
  actor: TSessionUser,
  input: TDeleteAccountRequest,
  request: TOwnerRequest,
): Promise<{ message: string }> {
  await assertOwnerProof(deps.db, actor, input.currentPassword, request, {
    passwordRequired: textRef(settingsTexts, 'currentPasswordRequiredToDelete'),
    needsFreshSignIn: textRef(settingsTexts, 'deletionNeedsFreshSignIn'),
  });
  return deps.deleteAccount(deps.db, actor);
}

/** Points the account at a newly stored profile photo. */
export async function updatePhoto(db: Db, actor: TSessionUser, photo: StoredMedia) {
  const image = mediaUrl(photo.key, 'thumb');
  await updateAccountDetails(db, actor.id, { image });
  return { image };
}

/** Re-checks the current password; the account's other sessions end (this one stays signed in). */
export async function changePassword(
  db: Db,
  actor: TSessionUser,
  input: TChangePasswordRequest,
  { sessionToken, ip }: TOwnerRequest,
): Promise<{ message: string }> {
  // Counted first (a wrong one stays counted); the change checks it again against the hash it replaces.
  await assertCurrentPassword(db, actor, input.currentPassword, ip);
  await changeAccountPassword(db, actor.id, input, sessionToken);
  return { message: messages.passwordChanged };
}
