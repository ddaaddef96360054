import { z } from 'zod';
import { ZEmail, ZPassword } from '../auth/schemas.ts';
import { ZDay, ZInstant } from '../common/responses.ts';
import { requiredLine, TOKEN_MAX } from '../common/text.ts';
import { LOCALES } from '../i18n/locale.ts';
import { textRef } from '../i18n/texts.ts';
import { ZPage } from '../paging/paging.ts';
import { REGISTRATION_CODE_LENGTH } from '../text/random-code.ts';
import { staffTexts } from './texts.ts';

const required = (message: string) => requiredLine(message);

/** Admin "Send registration code": the company's e-mail. */
export const ZSendRegistrationCodeRequest = z.object({ email: ZEmail });
export type TSendRegistrationCodeRequest = z.infer<typeof ZSendRegistrationCodeRequest>;

/** /guider/register: a company signs up with the code an admin e-mailed it. */
export const ZCompanyRegistrationRequest = z.object({
  name: required(textRef(staffTexts, 'companyNameRequired')),
  email: ZEmail,
  password: ZPassword,
  code: z
    .string({ message: textRef(staffTexts, 'registrationCodeFormat') })
    .trim()
    .regex(new RegExp(`^[A-Za-z0-9]{${REGISTRATION_CODE_LENGTH}}$`), {
      message: textRef(staffTexts, 'registrationCodeFormat'),
    }),
});
export type TCompanyRegistrationRequest = z.infer<typeof ZCompanyRegistrationRequest>;

/** /{companyId}/guider/register: an invited employee creates the account (e-mail comes from the invitation). */
export const ZEmployeeRegistrationRequest = z.object({
  name: required(textRef(staffTexts, 'nameRequired')),
  password: ZPassword,
  invitation: z
    .string({ message: textRef(staffTexts, 'invitationInvalid') })
    .trim()
    .min(1, { message: textRef(staffTexts, 'invitationInvalid') })
    .max(TOKEN_MAX, { message: textRef(staffTexts, 'invitationInvalid') }),
});
export type TEmployeeRegistrationRequest = z.infer<typeof ZEmployeeRegistrationRequest>;

/** Add employee: the text fields (the two document images travel as files beside them). */
export const ZAddEmployeeFields = z.object({
  name: required(textRef(staffTexts, 'nameRequired')),
  email: ZEmail,
  /** The language of the invitation e-mail (the person has no account yet); the company account's if not sent. */
  locale: z.enum(LOCALES, { message: textRef(staffTexts, 'invitationLanguageInvalid') }).optional(),
});
export type TAddEmployeeFields = z.infer<typeof ZAddEmployeeFields>;

/** The two identity documents an employee is added with, by form field name. */
export const EMPLOYEE_DOCUMENTS = ['driversLicense', 'citizenCard'] as const;
export type TEmployeeDocument = (typeof EMPLOYEE_DOCUMENTS)[number];
export const employeeDocumentLabels: Record<TEmployeeDocument, string> = {
  driversLicense: "Driver's licence",
  citizenCard: 'Citizen card',
};

/** The company's Paid/Unpaid flag for its employee on one run. */
export const ZRunPaidRequest = z.object({
  isPaid: z.boolean({ message: textRef(staffTexts, 'paidFlagRequired') }),
});
export type TRunPaidRequest = z.infer<typeof ZRunPaidRequest>;

/** Employees list and payment-history table sizes (operations.md §9: 5 per page for payments). */
export const EMPLOYEES_PAGE_SIZE = 20;
export const EMPLOYEE_PAYMENTS_PAGE_SIZE = 5;

export const EMPLOYEE_STATUSES = ['pending', 'active', 'deactivated'] as const;
export type TEmployeeStatus = (typeof EMPLOYEE_STATUSES)[number];

export const ZEmployeeParams = z.object({
  employeeId: z.uuid({ message: textRef(staffTexts, 'employeeUnknown') }),
});
export const ZEmployeeDocumentParams = ZEmployeeParams.extend({
  document: z.enum(EMPLOYEE_DOCUMENTS, { message: textRef(staffTexts, 'documentUnknown') }),
});
export const ZEmployeeDocumentQuery = z.object({
  size: z.enum(['thumb', 'card', 'details']).default('details'),
});
export const ZRunParams = z.object({ runId: z.uuid({ message: textRef(staffTexts, 'runUnknown') }) });

/** A row of the company's employees list. */
export const ZEmployeeRow = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  status: z.enum(EMPLOYEE_STATUSES),
});
export type TEmployeeRow = z.infer<typeof ZEmployeeRow>;
export const ZEmployeeListResponse = ZPage(ZEmployeeRow);

/** The manage-employee page: details and where to see the two documents. */
export const ZEmployeeDetailsResponse = ZEmployeeRow.extend({
  image: z.string().nullable(),
  invitedAt: ZInstant,
  documents: z.object({ driversLicense: z.string(), citizenCard: z.string() }),
});
export type TEmployeeDetails = z.infer<typeof ZEmployeeDetailsResponse>;

/** A run an employee operated, as a row of their payment history. */
export const ZEmployeePayment = z.object({
  id: z.string(),
  activityTitle: z.string(),
  day: ZDay,
  groupStartTime: z.string(),
  startTime: ZInstant,
  endTime: ZInstant.nullable(),
  inProgress: z.boolean(),
  payAmountCents: z.number().int(),
  isPaid: z.boolean(),
});
export type TEmployeePayment = z.infer<typeof ZEmployeePayment>;
export const ZEmployeePaymentsResponse = ZPage(ZEmployeePayment);

export const ZRunPaidResponse = z.object({ id: z.string(), isPaid: z.boolean() });
export type TRunPaidResponse = z.infer<typeof ZRunPaidResponse>;

/** What the employee registration page shows: who invited whom. */
export const ZInvitationResponse = z.object({ companyName: z.string(), email: z.string(), name: z.string() });
export type TInvitation = z.infer<typeof ZInvitationResponse>;
export const ZInvitationQuery = z.object({
  invitation: z
    .string()
    .min(1, { message: textRef(staffTexts, 'invitationInvalid') })
    .max(512),
});
export const ZCompanyParams = z.object({ companyId: z.string().min(1).max(100) });

/** GET /api/company/profile: the profile's two steps and what the dashboard prompts for. */
export const ZCompanyProfileResponse = z.object({
  /** As stored: a field not filled in yet is an empty text. */
  information: z.object({
    name: z.string(),
    phoneNumber: z.string(),
    city: z.string(),
    line1: z.string(),
    line2: z.string(),
    postal_code: z.string(),
    tax_id: z.string(),
  }),
  hasPaymentAccount: z.boolean(),
  hasFinishedSetUp: z.boolean(),
  isMissingMessagingOrSeats: z.boolean(),
});
export type TCompanyProfileResponse = z.infer<typeof ZCompanyProfileResponse>;
export const ZPaymentSetupResponse = z.object({ hasFinishedSetUp: z.boolean() });
export type TPaymentSetupResponse = z.infer<typeof ZPaymentSetupResponse>;
