import type { TSessionUser } from '@roteiro/domain/auth/roles';
import { maskEmail } from '@roteiro/domain/common/text';
import type { TLocale } from '@roteiro/domain/i18n/locale';
import { textRef } from '@roteiro/domain/i18n/texts';
import type { TPage } from '@roteiro/domain/paging/page';
import type { TPageQuery } from '@roteiro/domain/paging/paging';
import { counterTexts } from '@roteiro/domain/vendors/counter';
import {
  type TAdminVendor,
  type TVendorRegisterRequest,
  type TVendorRegistration,
  VENDORS_PAGE_SIZE,
  vendorTexts,
} from '@roteiro/domain/vendors/schemas';
import type { Db, Executor, Trx } from '../../db/database.ts';
import { pageWindow, toPage } from '../../db/paging.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { vendorInvitationMail } from '../../platform/mail/templates/vendor-invitation.ts';
import type { Outbox } from '../../platform/outbox/outbox.ts';
import { createAccount, isEmailTaken } from '../accounts/accounts.service.ts';
import {
  anonymiseVendorRecord,
  findVendor,
  findVendorByUser,
  insertVendor,
  linkVendorAccount,
  listVendors,
} from './vendors.repository.ts';

export type VendorsDeps = { db: Db; outbox: Pick<Outbox, 'enqueue'>; appUrl: string };

function toSummary(row: NonNullable<Awaited<ReturnType<typeof findVendor>>>): TAdminVendor {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    image: row.image ?? null,
    status: !row.userId ? 'pending' : row.deactivatedAt ? 'deactivated' : 'active',
    createdAt: new Date(row.createdAt).toISOString(),
    registeredAt: row.registeredAt ? new Date(row.registeredAt).toISOString() : null,
  };
}

/**
 * Admin adds a vendor by e-mail; the vendor is e-mailed the link to /vendor/{vendorId}/register, in the language
 * the admin chose (else the admin's own).
 */
export async function addVendor(
  { db, outbox, appUrl }: VendorsDeps,
  admin: TSessionUser,
  email: string,
  locale: TLocale = admin.locale,
) {
  return db.transaction().execute(async (trx) => {
    if (await isEmailTaken(trx, email)) {
      throw new AppError('CONFLICT', textRef(vendorTexts, 'emailTaken'), {
        email: textRef(vendorTexts, 'emailTaken'),
      });
    }
    // Until the vendor registers and picks a name, the address stands in for it.
    const vendor = await insertVendor(trx, {
      email,
      name: email.split('@')[0] || email,
      createdBy: admin.id,
    });
    if (!vendor) {
      throw new AppError('CONFLICT', textRef(vendorTexts, 'vendorDuplicate'), {
        email: textRef(vendorTexts, 'vendorDuplicate'),
      });
    }
    await outbox.enqueue(trx, {
      kind: 'mail.send',
      payload: {
        to: email,
        // The vendor has no account yet: the e-mail is in the language the admin chose for it.
        ...vendorInvitationMail({
          registerUrl: `${appUrl}/vendor/${vendor.id}/register`,
          signInUrl: `${appUrl}/vendor/login`,
          locale,
        }),
      },
    });
    return { id: vendor.id };
  });
}

export async function listVendorsPage(db: Db, query: TPageQuery): Promise<TPage<TAdminVendor>> {
  const window = pageWindow(query, VENDORS_PAGE_SIZE);
  const { items, total } = await listVendors(db, { ...window, search: query.search });
  return toPage(items.map(toSummary), total, window);
}

export async function getVendor(db: Db, vendorId: string): Promise<TAdminVendor> {
  const row = await findVendor(db, vendorId);
  if (!row) {
    throw new AppError('NOT_FOUND');
  }
  return toSummary(row);
}

/** What the registration page needs: the address the account will have and whether it exists already. */
export async function getVendorRegistration(db: Db, vendorId: string): Promise<TVendorRegistration> {
  const row = await findVendor(db, vendorId);
  if (!row) {
    throw new AppError('NOT_FOUND');
  }
  return { emailHint: maskEmail(row.email), isRegistered: row.userId !== null };
}

/** Creates the vendor's account and links it in one transaction; only the first registration wins. */
export async function registerVendor(
  db: Db,
  vendorId: string,
  input: TVendorRegisterRequest,
  locale: TLocale,
) {
  try {
    return await db.transaction().execute(async (trx) => {
      const vendor = await findVendor(trx, vendorId);
      if (!vendor) {
        throw new AppError('NOT_FOUND');
      }
      if (vendor.userId) {
        throw new AppError('CONFLICT', textRef(vendorTexts, 'alreadyRegistered'));
      }
      // The link was e-mailed to this address, so opening it proves the address.
      const { id } = await createAccount(trx, {
        email: vendor.email,
        name: input.name,
        role: 'vendor',
        password: input.password,
        emailVerified: true,
        locale,
      });
      const linked = await linkVendorAccount(trx, vendorId, id, input.name);
      if (!linked) {
        throw new AppError('CONFLICT', textRef(vendorTexts, 'alreadyRegistered'));
      }
      return { email: vendor.email };
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      // A concurrent registration of the same vendor (or an account created meanwhile with this address).
      throw new AppError('CONFLICT', textRef(vendorTexts, 'alreadyRegistered'));
    }
    throw error;
  }
}

/** Deleting a vendor's account anonymises the vendor record too. */
export async function anonymiseVendor(trx: Trx, userId: string): Promise<void> {
  await anonymiseVendorRecord(trx, userId);
}

/** The vendor record of a signed-in vendor; 404 when the account has none (it should always have one). */
export async function vendorOfUser(db: Executor, user: TSessionUser): Promise<{ id: string; name: string }> {
  const vendor = await findVendorByUser(db, user.id);
  if (!vendor) {
    throw new AppError('NOT_FOUND', textRef(counterTexts, 'noVendorAccount'));
  }
  return vendor;
}

/** A vendor by id (admin pages); 404 when unknown. */
export async function vendorById(db: Executor, vendorId: string): Promise<{ id: string; name: string }> {
  const vendor = await findVendor(db, vendorId);
  if (!vendor) {
    throw new AppError('NOT_FOUND');
  }
  return { id: vendor.id, name: vendor.name };
}
