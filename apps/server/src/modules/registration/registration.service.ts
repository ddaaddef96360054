import type { TSessionUser } from '@roteiro/domain/auth/roles';
import type { TLocale } from '@roteiro/domain/i18n/locale';
import { textRef } from '@roteiro/domain/i18n/texts';
import { messages } from '@roteiro/domain/messages/messages';
import type {
  TCompanyRegistrationRequest,
  TEmployeeRegistrationRequest,
  TInvitation,
  TSendRegistrationCodeRequest,
} from '@roteiro/domain/staff/schemas';
import { staffTexts } from '@roteiro/domain/staff/texts';
import { REGISTRATION_CODE_LENGTH, randomCode } from '@roteiro/domain/text/random-code';
import type { Db } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { invitationEmployeeId, isInvitationTokenValid } from '../../platform/auth/invitation-token.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { registrationCodeMail } from '../../platform/mail/templates/registration-code.ts';
import type { Outbox } from '../../platform/outbox/outbox.ts';
import { createAccount, hashAccountPassword, isEmailTaken } from '../accounts/accounts.service.ts';
import { createCompany } from '../companies/companies.service.ts';
import { claimEmployeeInvitation } from '../staff/staff.service.ts';
import {
  consumeRegistrationCode,
  findOpenInvitation,
  insertRegistrationCode,
  isRegistrationCodeOpen,
} from './registration.repository.ts';

export type RegistrationDeps = {
  db: Db;
  outbox: Pick<Outbox, 'enqueue'>;
  appUrl: string;
  authSecret: string;
};

const accountExists = () =>
  new AppError('CONFLICT', textRef(staffTexts, 'accountExists'), {
    email: textRef(staffTexts, 'accountExists'),
  });

/**
 * Admin: stores a single-use 7-character code for the company's e-mail and mails it, in one transaction
 * (the mail leaves through the outbox only if the code was stored), in the language of the request that sent it.
 */
export async function sendRegistrationCode(
  { db, outbox, appUrl }: RegistrationDeps,
  admin: TSessionUser,
  { email }: TSendRegistrationCodeRequest,
  locale: TLocale,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (await isEmailTaken(trx, email)) {
      throw accountExists();
    }
    let code: string | undefined;
    for (let attempt = 0; attempt < 5 && !code; attempt++) {
      const candidate = randomCode(REGISTRATION_CODE_LENGTH);
      if (await insertRegistrationCode(trx, { code: candidate, email, createdBy: admin.id })) {
        code = candidate;
      }
    }
    if (!code) {
      throw new AppError('INTERNAL', textRef(messages, 'registrationCodeSendFailed'));
    }
    await outbox.enqueue(trx, {
      kind: 'mail.send',
      payload: {
        to: email,
        ...registrationCodeMail({ code, email, registerUrl: `${appUrl}/guider/register`, locale }),
      },
    });
  });
}

/**
 * /guider/register: creates the company's account and consumes its code in one transaction. The code
 * must have been sent to this e-mail, which is why the address counts as verified.
 */
export async function registerCompany(
  { db }: RegistrationDeps,
  input: TCompanyRegistrationRequest,
  locale: TLocale,
): Promise<{ id: string }> {
  const codeInvalid = () =>
    new AppError('VALIDATION_FAILED', textRef(staffTexts, 'registrationCodeInvalid'), {
      code: textRef(staffTexts, 'registrationCodeInvalid'),
    });
  // A wrong code is refused before the password is hashed (scrypt: a guess must not cost CPU), and the hash is
  // made before the transaction (which would otherwise hold a connection through it).
  if (await isEmailTaken(db, input.email)) {
    throw accountExists();
  }
  if (!(await isRegistrationCodeOpen(db, input.code, input.email))) {
    throw codeInvalid();
  }
  const password = await hashAccountPassword(input.password);
  try {
    return await db.transaction().execute(async (trx) => {
      if (await isEmailTaken(trx, input.email)) {
        throw accountExists();
      }
      const { id } = await createAccount(trx, {
        email: input.email,
        name: input.name,
        role: 'company',
        password,
        emailVerified: true,
        locale,
      });
      // The conditional update is what uses the code once (two registrations racing: one wins).
      const consumed = await consumeRegistrationCode(trx, {
        code: input.code,
        email: input.email,
        userId: id,
      });
      if (!consumed) {
        throw codeInvalid();
      }
      await createCompany(trx, { id, name: input.name });
      return { id };
    });
  } catch (error) {
    // A registration racing this one with the same e-mail committed first.
    if (isUniqueViolation(error)) {
      throw accountExists();
    }
    throw error;
  }
}

async function openInvitation({ db, authSecret }: RegistrationDeps, companyId: string, token: string) {
  const employeeId = invitationEmployeeId(token);
  const invitation = employeeId ? await findOpenInvitation(db, companyId, employeeId) : undefined;
  if (
    !invitation ||
    !isInvitationTokenValid(authSecret, token, {
      employeeId: invitation.id,
      companyId: invitation.companyId,
      email: invitation.email,
    })
  ) {
    throw new AppError('NOT_FOUND', textRef(staffTexts, 'invitationInvalid'));
  }
  return invitation;
}

/** What the employee registration page shows: who invited whom. */
export async function getInvitation(
  deps: RegistrationDeps,
  companyId: string,
  token: string,
): Promise<TInvitation> {
  const invitation = await openInvitation(deps, companyId, token);
  return { companyName: invitation.companyName, email: invitation.email, name: invitation.name };
}

/**
 * /{companyId}/guider/register: creates the employee's account from the invitation and finishes the
 * registration in one transaction; the invitation was e-mailed, so the address counts as verified.
 */
export async function registerEmployee(
  deps: RegistrationDeps,
  companyId: string,
  input: TEmployeeRegistrationRequest,
  locale: TLocale,
): Promise<{ id: string; email: string }> {
  const invitation = await openInvitation(deps, companyId, input.invitation);
  try {
    return await deps.db.transaction().execute(async (trx) => {
      if (await isEmailTaken(trx, invitation.email)) {
        throw accountExists();
      }
      const { id } = await createAccount(trx, {
        email: invitation.email,
        name: input.name,
        role: 'employee',
        password: input.password,
        emailVerified: true,
        locale,
      });
      const claimed = await claimEmployeeInvitation(trx, {
        employeeId: invitation.id,
        companyId,
        userId: id,
        name: input.name,
      });
      if (!claimed) {
        throw new AppError('NOT_FOUND', textRef(staffTexts, 'invitationInvalid'));
      }
      return { id, email: invitation.email };
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw accountExists();
    }
    throw error;
  }
}
