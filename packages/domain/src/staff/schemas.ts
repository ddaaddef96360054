import { z } from 'zod';
import { ZEmail, ZPassword } from '../auth/schemas.ts';
import { REGISTRATION_CODE_LENGTH } from '../text/random-code.ts';
import { staffTexts } from './texts.ts';

const required = (message: string) => z.string({ message }).trim().min(1, { message });

/** Admin "Send registration code": the company's e-mail. */
export const ZSendRegistrationCodeRequest = z.object({ email: ZEmail });
export type TSendRegistrationCodeRequest = z.infer<typeof ZSendRegistrationCodeRequest>;

/** /guider/register: a company signs up with the code an admin e-mailed it. */
export const ZCompanyRegistrationRequest = z.object({
  name: required(staffTexts.companyNameRequired),
  email: ZEmail,
  password: ZPassword,
  code: z
    .string({ message: staffTexts.registrationCodeFormat })
    .trim()
    .regex(new RegExp(`^[A-Za-z0-9]{${REGISTRATION_CODE_LENGTH}}$`), {
      message: staffTexts.registrationCodeFormat,
    }),
});
export type TCompanyRegistrationRequest = z.infer<typeof ZCompanyRegistrationRequest>;

/** /{companyId}/guider/register: an invited employee creates the account (e-mail comes from the invitation). */
export const ZEmployeeRegistrationRequest = z.object({
  name: required(staffTexts.nameRequired),
  password: ZPassword,
  invitation: z
    .string({ message: staffTexts.invitationInvalid })
    .trim()
    .min(1, { message: staffTexts.invitationInvalid }),
});
export type TEmployeeRegistrationRequest = z.infer<typeof ZEmployeeRegistrationRequest>;

/**
 * Company profile, step 1 (operations.md §5): every field is required for Next and for Save.
 * Field names follow the spec; `postal_code` and `tax_id` keep the provider's spelling.
 */
export const ZCompanyProfile = z.object({
  name: required(staffTexts.companyNameRequired),
  phoneNumber: required(staffTexts.phoneRequired),
  city: required(staffTexts.cityRequired),
  line1: required(staffTexts.line1Required),
  line2: required(staffTexts.line2Required),
  postal_code: required(staffTexts.postalCodeRequired),
  tax_id: required(staffTexts.taxIdRequired),
});
export type TCompanyProfile = z.infer<typeof ZCompanyProfile>;

/** Add employee: the text fields (the two document images travel as files beside them). */
export const ZAddEmployeeFields = z.object({
  name: required(staffTexts.nameRequired),
  email: ZEmail,
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
export const ZRunPaidRequest = z.object({ isPaid: z.boolean({ message: staffTexts.paidFlagRequired }) });
export type TRunPaidRequest = z.infer<typeof ZRunPaidRequest>;

export const ZPageQuery = z.object({
  page: z.coerce
    .number({ message: staffTexts.pageInvalid })
    .int()
    .min(1, { message: staffTexts.pageInvalid })
    .default(1),
});

/** Employees list and payment-history table sizes (operations.md §9: 5 per page for payments). */
export const EMPLOYEES_PAGE_SIZE = 20;
export const EMPLOYEE_PAYMENTS_PAGE_SIZE = 5;

export type TEmployeeStatus = 'pending' | 'active' | 'deactivated';
