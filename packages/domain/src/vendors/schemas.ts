import { z } from 'zod';
import { ZEmail, ZPassword } from '../auth/schemas.ts';
import { ZInstant } from '../common/responses.ts';
import { LOCALES } from '../i18n/locale.ts';
import { defineTexts, textRef } from '../i18n/texts.ts';
import { ZPage } from '../paging/paging.ts';

export const vendorTexts = defineTexts('vendors', {
  vendorAdded: 'The vendor has been added. We sent them an e-mail to create their account.',
  vendorDuplicate: 'This vendor has already been added',
  emailTaken: 'This email already belongs to another account',
  alreadyRegistered: 'This vendor account has already been created. Sign in instead.',
  registered: 'Your vendor account has been created. You can sign in now.',
  nameRequired: 'Enter your name',
  invitationLanguageInvalid: 'Choose the language of the invitation.',
});

/** Admin "Add vendor": the vendor is created by e-mail and registers later through the e-mailed link. */
export const ZCreateVendorRequest = z.object({
  email: ZEmail,
  /** The language of the invitation e-mail (the vendor has no account yet); the inviting admin's if not sent. */
  locale: z.enum(LOCALES, { message: textRef(vendorTexts, 'invitationLanguageInvalid') }).optional(),
});
export type TCreateVendorRequest = z.infer<typeof ZCreateVendorRequest>;

/** /vendor/{vendorId}/register: the vendor picks the name shown on their account and a password. */
export const ZVendorRegisterRequest = z.object({
  name: z
    .string()
    .trim()
    .min(1, { message: textRef(vendorTexts, 'nameRequired') })
    .max(120),
  password: ZPassword,
});
export type TVendorRegisterRequest = z.infer<typeof ZVendorRegisterRequest>;

export const ZVendorParams = z.object({ vendorId: z.uuid({ message: 'Unknown vendor' }) });

export const VENDORS_PAGE_SIZE = 10;

export const VENDOR_STATUSES = ['pending', 'active', 'deactivated'] as const;

/** A vendor as the admin's table and details page show it. */
export const ZAdminVendor = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  status: z.enum(VENDOR_STATUSES),
  createdAt: ZInstant,
  registeredAt: ZInstant.nullable(),
});
export type TAdminVendor = z.infer<typeof ZAdminVendor>;
export const ZAdminVendorListResponse = ZPage(ZAdminVendor);

/**
 * What the vendor registration page needs: which inbox the link was sent to (masked: anyone holding the link's
 * id must not learn the address), and whether the account exists.
 */
export const ZVendorRegistrationResponse = z.object({ emailHint: z.string(), isRegistered: z.boolean() });
export type TVendorRegistration = z.infer<typeof ZVendorRegistrationResponse>;
export const ZVendorRegisterResponse = z.object({ email: z.string() });
export type TVendorRegisterResponse = z.infer<typeof ZVendorRegisterResponse>;
