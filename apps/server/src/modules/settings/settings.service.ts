import type { TSessionUser } from '@roteiro/domain/auth/roles';
import { messages } from '@roteiro/domain/messages/messages';
import {
  settingsTexts,
  type TChangePasswordRequest,
  type TProfile,
  type ZUpdateProfileRequest,
} from '@roteiro/domain/settings/schemas';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { mediaUrl, type StoredMedia } from '../../platform/storage/uploads.ts';
import {
  changeAccountPassword,
  type DeleteAccount,
  updateAccountDetails,
} from '../accounts/accounts.service.ts';
import { findProfile, updateCompanySettings, updateEmployeeMessagingId } from './settings.repository.ts';

export type SettingsDeps = { db: Db; deleteAccount: DeleteAccount };

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
  };
}

/**
 * Saves name and e-mail (all roles), number of seats (companies) and messaging ID (companies and
 * employees). A new e-mail must not belong to another account and is unverified until a sign-in link proves it.
 */
export async function updateProfile(
  db: Db,
  actor: TSessionUser,
  input: z.output<typeof ZUpdateProfileRequest>,
): Promise<TProfile> {
  try {
    await db.transaction().execute(async (trx) => {
      const current = await findProfile(trx, actor.id);
      if (!current) {
        throw new AppError('NOT_FOUND');
      }
      const isNewEmail = input.email !== current.email;
      await updateAccountDetails(trx, actor.id, {
        name: input.name,
        ...(isNewEmail ? { email: input.email, emailVerified: false } : {}),
      });
      if (actor.role === 'company') {
        await updateCompanySettings(trx, actor.id, {
          ...(input.numberOfSeats !== undefined ? { numberOfSeats: input.numberOfSeats } : {}),
          ...(input.messagingId !== undefined ? { messagingId: input.messagingId } : {}),
        });
      }
      if (actor.role === 'employee' && input.messagingId !== undefined) {
        await updateEmployeeMessagingId(trx, actor.id, input.messagingId);
      }
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new AppError('CONFLICT', settingsTexts.emailTaken, { email: settingsTexts.emailTaken });
    }
    throw error;
  }
  return getProfile(db, actor);
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
  currentSessionToken: string | null,
): Promise<{ message: string }> {
  await changeAccountPassword(db, actor.id, input, currentSessionToken);
  return { message: messages.passwordChanged };
}
