import type { TSessionUser } from '@roteiro/domain/auth/roles';
import { messages } from '@roteiro/domain/messages/messages';
import {
  settingsTexts,
  type TChangePasswordRequest,
  type TProfile,
  type ZUpdateProfileRequest,
} from '@roteiro/domain/settings/schemas';
import { lisbonDay } from '@roteiro/domain/time/lisbon';
import { hashPassword, verifyPassword } from 'better-auth/crypto';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { endUserSessions } from '../../platform/auth/session.repository.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { FileStorage } from '../../platform/storage/storage.ts';
import { UploadRejected } from '../../platform/storage/upload-checker.ts';
import { mediaUrl, storeUpload } from '../media/media.service.ts';
import { isUniqueViolation } from '../registration/unique-violation.ts';
import {
  anonymiseAffiliateRecord,
  anonymiseEmployeeRecord,
  anonymiseUser,
  anonymiseVendorRecord,
  cancelFutureAllocations,
  clearCompanyContact,
  countOtherActiveAdmins,
  deactivateUsers,
  deleteCredentialsAndSessions,
  deleteOtherSessions,
  employeeUserIds,
  findPasswordHash,
  findProfile,
  replacePasswordHash,
  updateCompanySettings,
  updateEmployeeMessagingId,
  updateUser,
} from './settings.repository.ts';

export type SettingsDeps = { db: Db; storage: FileStorage };

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
      await updateUser(trx, actor.id, {
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

/** Stores a new profile photo (checked and re-encoded from its bytes) and points the account at it. */
export async function updatePhoto({ db, storage }: SettingsDeps, actor: TSessionUser, bytes: Buffer) {
  try {
    const stored = await storeUpload({ db, storage }, bytes, {
      accept: 'image',
      purpose: 'avatar',
      ownerUserId: actor.id,
      isPublic: true,
      maxBytes: 10 * 1024 * 1024,
    });
    const image = mediaUrl(stored.key, 'thumb');
    await updateUser(db, actor.id, { image });
    return { image };
  } catch (error) {
    if (error instanceof UploadRejected) {
      throw new AppError(error.reason === 'too_large' ? 'PAYLOAD_TOO_LARGE' : 'UNSUPPORTED_MEDIA_TYPE');
    }
    throw error;
  }
}

/**
 * Re-checks the current password, stores the new one and ends the account's other sessions
 * (the browser that changed it stays signed in).
 */
export async function changePassword(
  db: Db,
  actor: TSessionUser,
  input: TChangePasswordRequest,
  currentSessionToken: string | null,
): Promise<{ message: string }> {
  const credential = await findPasswordHash(db, actor.id);
  if (!credential || !(await verifyPassword({ hash: credential.hash, password: input.currentPassword }))) {
    throw new AppError('BAD_REQUEST', settingsTexts.currentPasswordWrong, {
      currentPassword: settingsTexts.currentPasswordWrong,
    });
  }
  const newHash = await hashPassword(input.newPassword);
  await db.transaction().execute(async (trx) => {
    const replaced = await replacePasswordHash(trx, credential.id, credential.hash, newHash);
    if (!replaced) {
      // Changed by another request since we checked it.
      throw new AppError('BAD_REQUEST', settingsTexts.currentPasswordWrong, {
        currentPassword: settingsTexts.currentPasswordWrong,
      });
    }
    await deleteOtherSessions(trx, actor.id, currentSessionToken);
  });
  return { message: messages.passwordChanged };
}

/**
 * "Delete account": the rows that money records point at (runs, bookings, commissions) stay, so the
 * account is anonymised and deactivated instead, its password and sessions deleted. A company's
 * employees are deactivated with it and its future allocations canceled; its payment account stays
 * so unpaid runs and commissions can still be paid. See docs/decisions.md.
 */
export async function deleteAccount(db: Db, actor: TSessionUser): Promise<{ message: string }> {
  await db.transaction().execute(async (trx) => {
    if (actor.role === 'admin' && (await countOtherActiveAdmins(trx, actor.id)) === 0) {
      throw new AppError('CONFLICT', settingsTexts.lastAdmin);
    }
    const done = await anonymiseUser(trx, actor.id);
    if (!done) {
      throw new AppError('NOT_FOUND');
    }
    await deleteCredentialsAndSessions(trx, actor.id);
    switch (actor.role) {
      case 'company': {
        const employees = await employeeUserIds(trx, actor.id);
        await deactivateUsers(trx, employees);
        for (const employeeUserId of employees) {
          await endUserSessions(trx, employeeUserId, 'deactivated');
        }
        await clearCompanyContact(trx, actor.id);
        await cancelFutureAllocations(trx, actor.id, lisbonDay(new Date()));
        break;
      }
      case 'employee':
        await anonymiseEmployeeRecord(trx, actor.id);
        break;
      case 'vendor':
        await anonymiseVendorRecord(trx, actor.id);
        break;
      case 'affiliate':
        await anonymiseAffiliateRecord(trx, actor.id);
        break;
      case 'admin':
        break;
    }
  });
  return { message: messages.accountDeleted };
}
