import type { TSessionUser } from '@roteiro/domain/auth/roles';
import { hhmm } from '@roteiro/domain/booking/slots';
import type { TLocale } from '@roteiro/domain/i18n/locale';
import { textRef } from '@roteiro/domain/i18n/texts';
import { messages } from '@roteiro/domain/messages/messages';
import type { TPage } from '@roteiro/domain/paging/page';
import type { TPageQuery } from '@roteiro/domain/paging/paging';
import {
  EMPLOYEE_PAYMENTS_PAGE_SIZE,
  EMPLOYEES_PAGE_SIZE,
  type TAddEmployeeFields,
  type TEmployeeDetails,
  type TEmployeeDocument,
  type TEmployeePayment,
  type TEmployeeRow,
  type TEmployeeStatus,
} from '@roteiro/domain/staff/schemas';
import { staffTexts } from '@roteiro/domain/staff/texts';
import type { Db, Executor, Trx } from '../../db/database.ts';
import { pageWindow, toPage } from '../../db/paging.ts';
import { assertCompanyAccess } from '../../platform/auth/access.ts';
import { invitationLink, invitationToken } from '../../platform/auth/invitation-token.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { employeeInvitationMail } from '../../platform/mail/templates/employee-invitation.ts';
import type { Outbox } from '../../platform/outbox/outbox.ts';
import type { FileStorage } from '../../platform/storage/file-storage.types.ts';
import type { ImageVariantName } from '../../platform/storage/upload-checker.ts';
import { deactivateAccounts, reactivateAccount } from '../accounts/accounts.service.ts';
import { setRunPaidToEmployee } from '../checkin/run-payments.service.ts';
import {
  anonymiseEmployeeRecord,
  claimInvitation,
  employeeEmailTaken,
  employeeUserIds,
  findCompanyName,
  findEmployeeDetails,
  findEmployeeOfCompany,
  insertEmployee,
  listEmployeeRuns,
  listEmployeesOfCompany,
  updateEmployeeMessagingId,
} from './staff.repository.ts';

export type StaffDeps = {
  db: Db;
  storage: FileStorage;
  outbox: Pick<Outbox, 'enqueue'>;
  appUrl: string;
  authSecret: string;
};

function companyIdOf(actor: TSessionUser): string {
  if (!actor.companyId) {
    throw new AppError('NOT_FOUND');
  }
  assertCompanyAccess(actor, actor.companyId);
  return actor.companyId;
}

const statusOf = (row: { registrationFinished: boolean; deactivatedAt: Date | null }): TEmployeeStatus =>
  !row.registrationFinished ? 'pending' : row.deactivatedAt ? 'deactivated' : 'active';

/**
 * Deactivates or reactivates an employee's account. Deactivation ends every session of the account in
 * the same transaction, so its very next request is refused.
 */
export async function setEmployeeActive(
  db: Db,
  actor: TSessionUser,
  employeeId: string,
  isActive: boolean,
): Promise<void> {
  const companyId = companyIdOf(actor);
  await db.transaction().execute(async (trx) => {
    const employee = await findEmployeeOfCompany(trx, companyId, employeeId);
    if (!employee?.userId) {
      throw new AppError('NOT_FOUND');
    }
    if (isActive) {
      await reactivateAccount(trx, employee.userId);
    } else {
      await deactivateAccounts(trx, [employee.userId]);
    }
  });
}

/** The company's employees: pending until they register, then active or deactivated. */
export async function listEmployees(
  db: Db,
  actor: TSessionUser,
  query: TPageQuery,
): Promise<TPage<TEmployeeRow>> {
  const companyId = companyIdOf(actor);
  const window = pageWindow(query, EMPLOYEES_PAGE_SIZE);
  const { rows, total } = await listEmployeesOfCompany(db, companyId, window);
  return toPage(
    rows.map((row) => ({ id: row.id, name: row.name, email: row.email, status: statusOf(row) })),
    total,
    window,
  );
}

/** Checks an invitation before any file is stored: the owner's own e-mail and a duplicate are refused. */
export async function assertEmployeeCanBeAdded(db: Db, actor: TSessionUser, fields: TAddEmployeeFields) {
  const companyId = companyIdOf(actor);
  if (fields.email === actor.email.toLowerCase()) {
    throw new AppError('VALIDATION_FAILED', textRef(messages, 'employeeOwnEmail'), {
      email: textRef(messages, 'employeeOwnEmail'),
    });
  }
  if (await employeeEmailTaken(db, companyId, fields.email)) {
    throw new AppError('CONFLICT', textRef(messages, 'employeeDuplicate'), {
      email: textRef(messages, 'employeeDuplicate'),
    });
  }
}

/**
 * Adds the employee with its two (already stored) document images and queues the invitation e-mail with
 * the registration link, in one transaction. The unique key (company, e-mail) settles racing duplicates.
 */
export async function addEmployee(
  { db, outbox, appUrl, authSecret }: StaffDeps,
  actor: TSessionUser,
  input: TAddEmployeeFields & { driversLicenseKey: string; citizenCardKey: string },
): Promise<{ id: string }> {
  const companyId = companyIdOf(actor);
  return db.transaction().execute(async (trx) => {
    const company = await findCompanyName(trx, companyId);
    if (!company) {
      throw new AppError('NOT_FOUND');
    }
    const { locale: invitationLocale, ...employee } = input;
    const inserted = await insertEmployee(trx, {
      companyId,
      ...employee,
      invitationLocale: invitationLocale ?? null,
    });
    if (!inserted) {
      throw new AppError('CONFLICT', textRef(messages, 'employeeDuplicate'), {
        email: textRef(messages, 'employeeDuplicate'),
      });
    }
    await enqueueInvitation({ outbox, appUrl, authSecret }, trx, {
      employeeId: inserted.id,
      companyId,
      companyName: company.name,
      email: input.email,
      name: input.name,
      locale: invitationLocale ?? company.locale,
    });
    return inserted;
  });
}

/**
 * The invitation e-mail with the signed registration link, queued in the caller's transaction. The invited
 * person has no account yet, so it is written in the language the company chose for it (else the company
 * account's language).
 */
async function enqueueInvitation(
  { outbox, appUrl, authSecret }: Pick<StaffDeps, 'outbox' | 'appUrl' | 'authSecret'>,
  trx: Executor,
  invitation: {
    employeeId: string;
    companyId: string;
    companyName: string;
    email: string;
    name: string;
    locale: TLocale;
  },
) {
  const { employeeId, companyId, companyName, email, name, locale } = invitation;
  const link = invitationLink(
    appUrl,
    companyId,
    invitationToken(authSecret, { employeeId, companyId, email }),
  );
  await outbox.enqueue(trx, {
    kind: 'mail.send',
    payload: { to: email, ...employeeInvitationMail({ name, companyName, link, locale }) },
  });
}

/** Sends a pending employee's invitation again (a lost or deleted e-mail). */
export async function resendInvitation(
  deps: StaffDeps,
  actor: TSessionUser,
  employeeId: string,
): Promise<void> {
  const companyId = companyIdOf(actor);
  await deps.db.transaction().execute(async (trx) => {
    const employee = await findEmployeeOfCompany(trx, companyId, employeeId);
    const company = await findCompanyName(trx, companyId);
    if (!employee || !company) {
      throw new AppError('NOT_FOUND');
    }
    if (employee.userId) {
      throw new AppError('CONFLICT', textRef(staffTexts, 'alreadyRegistered'));
    }
    await enqueueInvitation(deps, trx, {
      employeeId,
      companyId,
      companyName: company.name,
      email: employee.email,
      name: employee.name,
      locale: employee.invitationLocale ?? company.locale,
    });
  });
}

const documentUrl = (employeeId: string, document: TEmployeeDocument) =>
  `/api/employees/${employeeId}/documents/${document}`;

/** The manage-employee page: the employee's details and where to see the two documents. */
export async function getEmployee(
  db: Db,
  actor: TSessionUser,
  employeeId: string,
): Promise<TEmployeeDetails> {
  const companyId = companyIdOf(actor);
  const row = await findEmployeeDetails(db, employeeId);
  if (!row || row.companyId !== companyId) {
    throw new AppError('NOT_FOUND');
  }
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    image: row.image,
    status: statusOf(row),
    invitedAt: row.createdAt.toISOString(),
    documents: {
      driversLicense: documentUrl(row.id, 'driversLicense'),
      citizenCard: documentUrl(row.id, 'citizenCard'),
    },
  };
}

/** An employee's document image, only for the employee's company and for admins (404 for anyone else). */
export async function readEmployeeDocument(
  { db, storage }: Pick<StaffDeps, 'db' | 'storage'>,
  actor: TSessionUser,
  employeeId: string,
  document: TEmployeeDocument,
  variant: ImageVariantName,
) {
  const row = await findEmployeeDetails(db, employeeId);
  const isAllowed =
    row && (actor.role === 'admin' || (actor.role === 'company' && actor.id === row.companyId));
  if (!row || !isAllowed) {
    throw new AppError('NOT_FOUND');
  }
  const key = document === 'driversLicense' ? row.driversLicenseKey : row.citizenCardKey;
  const file = await storage.get(`${key}/${variant}.webp`);
  if (!file) {
    throw new AppError('NOT_FOUND');
  }
  return file;
}

/** Payment history of one employee: the runs they operated, 5 per page (operations.md §9). */
export async function listEmployeePayments(
  db: Db,
  actor: TSessionUser,
  employeeId: string,
  query: TPageQuery,
): Promise<TPage<TEmployeePayment>> {
  const companyId = companyIdOf(actor);
  if (!(await findEmployeeOfCompany(db, companyId, employeeId))) {
    throw new AppError('NOT_FOUND');
  }
  const window = pageWindow(query, EMPLOYEE_PAYMENTS_PAGE_SIZE);
  const { rows, total } = await listEmployeeRuns(db, { companyId, employeeId, ...window });
  return toPage(
    rows.map((row) => ({
      id: row.id,
      activityTitle: row.activityTitle,
      day: row.day,
      groupStartTime: hhmm(row.groupStartTime),
      startTime: row.startTime.toISOString(),
      endTime: row.endTime ? row.endTime.toISOString() : null,
      inProgress: row.inProgress,
      payAmountCents: row.payAmountCents,
      isPaid: row.guiderHasBeenPaid,
    })),
    total,
    window,
  );
}

/** The Paid/Unpaid dropdown of a run on the manage-employee page. */
export async function setEmployeeRunPaid(db: Db, actor: TSessionUser, runId: string, isPaid: boolean) {
  const companyId = companyIdOf(actor);
  if (!(await setRunPaidToEmployee(db, companyId, runId, isPaid))) {
    throw new AppError('NOT_FOUND');
  }
  return { id: runId, isPaid };
}

/** Deleting a company's account deactivates its employees with it (their sessions end at once). */
export async function deactivateEmployeesOfCompany(trx: Trx, companyId: string): Promise<void> {
  await deactivateAccounts(trx, await employeeUserIds(trx, companyId));
}

/** Deleting an employee's account anonymises the company's record of them too. */
export async function anonymiseEmployee(trx: Trx, userId: string): Promise<void> {
  await anonymiseEmployeeRecord(trx, userId);
}

/** An employee registers from their invitation: links the new account to it, once (false when already used). */
export async function claimEmployeeInvitation(
  trx: Trx,
  claim: { employeeId: string; companyId: string; userId: string; name: string },
): Promise<boolean> {
  return claimInvitation(trx, claim);
}

/** The settings page saves an employee's messaging ID, in the caller's transaction. */
export async function saveEmployeeMessagingId(
  trx: Trx,
  userId: string,
  messagingId: string | null,
): Promise<void> {
  await updateEmployeeMessagingId(trx, userId, messagingId);
}
