import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, ROLES, type TRole } from '../auth/roles.ts';
import { ZEmail, ZPassword } from '../auth/schemas.ts';
import { TOKEN_MAX } from '../common/text.ts';
import { LOCALES } from '../i18n/locale.ts';
import { defineTexts, textRef } from '../i18n/texts.ts';
import { messages } from '../messages/messages.ts';

export const settingsTexts = defineTexts('settings', {
  profileSaved: 'Your information has been saved.',
  photoSaved: 'Your photo has been updated.',
  nameRequired: 'Enter your name',
  emailTaken: 'This email already belongs to another account',
  seatsInvalid: 'The number of seats has to be a whole number, 0 or more',
  currentPasswordWrong: 'Your current password is not correct.',
  currentPasswordRequired: 'Enter your current password to change your e-mail.',
  emailUnchanged: 'This is already your e-mail.',
  emailChangeSent: (email: string) =>
    `We sent a link to ${email}. Your e-mail changes once you open it; until then you sign in with your current one.`,
  emailChangePending: (email: string) =>
    `Waiting for you to open the link we sent to ${email}. Your e-mail changes once you do.`,
  emailChangeLinkInvalid:
    'This link is not valid or has expired. Change your e-mail again in your settings to get a new one.',
  emailChanged: 'Your e-mail has been changed.',
  /** Shown to accounts that sign in by e-mailed link only (affiliates). */
  emailChangeNeedsFreshSignIn:
    'For your security, your e-mail can be changed within 15 minutes of signing in with an e-mailed link. Sign out and in again if it has been longer.',
  currentPasswordRequiredToDelete: 'Enter your current password to delete your account.',
  /** Shown to accounts that sign in by e-mailed link only (affiliates). */
  deletionNeedsFreshSignIn:
    'For your security, your account can be deleted within 15 minutes of signing in with an e-mailed link. Sign out and in again if it has been longer.',
  lastAdmin: 'The last admin account cannot be deleted.',
  languageInvalid: 'Choose English or Português',
  messagingIdWarning:
    'Make sure your messaging ID is correct: with a wrong ID you will not receive messages about your activities.',
});

/**
 * Personal / company information. `numberOfSeats` only applies to companies and `messagingId` to
 * companies and employees; the server ignores a field that does not apply to the caller's role. The e-mail is
 * changed separately (ZChangeEmailRequest): it needs the current password and a link opened at the new address.
 */
export const ZUpdateProfileRequest = z.object({
  name: z
    .string()
    .trim()
    .min(1, { message: textRef(settingsTexts, 'nameRequired') })
    .max(120),
  numberOfSeats: z
    .number({ message: textRef(settingsTexts, 'seatsInvalid') })
    .int({ message: textRef(settingsTexts, 'seatsInvalid') })
    .min(0, { message: textRef(settingsTexts, 'seatsInvalid') })
    .max(10_000, { message: textRef(settingsTexts, 'seatsInvalid') })
    .nullable()
    .optional(),
  messagingId: z
    .string()
    .trim()
    .max(64)
    .nullable()
    .optional()
    .transform((value) => (value ? value : value === undefined ? undefined : null)),
});
export type TUpdateProfileRequest = z.input<typeof ZUpdateProfileRequest>;

/**
 * PUT /api/settings/language: the account's language (issue 36). Signed in, the pages follow it rather than the
 * browser's, and the e-mails about the account are written in it.
 */
export const ZUpdateLanguageRequest = z.object({
  locale: z.enum(LOCALES, { message: textRef(settingsTexts, 'languageInvalid') }),
});
export type TUpdateLanguageRequest = z.infer<typeof ZUpdateLanguageRequest>;
export const ZLanguageResponse = z.object({ locale: z.enum(LOCALES) });
export type TLanguageResponse = z.infer<typeof ZLanguageResponse>;

/** Both fields longer than 8 characters enable the button (operations.md §5). */
export const canSubmitPasswordChange = (currentPassword: string, newPassword: string): boolean =>
  currentPassword.length >= PASSWORD_MIN_LENGTH && newPassword.length >= PASSWORD_MIN_LENGTH;

export const ZChangePasswordRequest = z
  .object({
    currentPassword: ZPassword,
    newPassword: ZPassword,
  })
  .refine((value) => value.newPassword !== value.currentPassword, {
    message: textRef(messages, 'passwordMustDiffer'),
    path: ['newPassword'],
  });
export type TChangePasswordRequest = z.infer<typeof ZChangePasswordRequest>;

/** What the settings pages show and edit (GET and PUT /api/settings/profile). */
export const ZProfileResponse = z.object({
  name: z.string(),
  email: z.string(),
  image: z.string().nullable(),
  role: z.enum(ROLES),
  /** Companies only. */
  numberOfSeats: z.number().int().nullable(),
  /** Companies and employees only. */
  messagingId: z.string().nullable(),
  emailVerified: z.boolean(),
  /** A new address waiting for its e-mailed link to be opened. */
  pendingEmail: z.string().nullable(),
});
export type TProfile = z.infer<typeof ZProfileResponse>;

/**
 * Whether the account proves itself with its password. Affiliates sign in by e-mailed link only and have no
 * password to give: for them a fresh sign-in (below) stands in for it when they change the e-mail or delete the
 * account.
 */
export const provesWithPassword = (role: TRole): boolean => role !== 'affiliate';

/** How long a sign-in counts as fresh enough to stand in for the password (accounts without one: affiliates). */
export const EMAIL_CHANGE_FRESH_SIGN_IN_MS = 15 * 60 * 1000;
/** How long the link e-mailed to the new address stays valid. */
export const EMAIL_CHANGE_LINK_TTL_HOURS = 24;

/**
 * POST /api/settings/email: asks for a new e-mail. The current password is needed; an account without one
 * (`provesWithPassword`) instead needs a session less than 15 minutes old.
 */
export const ZChangeEmailRequest = z.object({
  email: ZEmail,
  currentPassword: z
    .string()
    .max(PASSWORD_MAX_LENGTH, { message: textRef(settingsTexts, 'currentPasswordWrong') })
    .optional(),
});
export type TChangeEmailRequest = z.infer<typeof ZChangeEmailRequest>;
export const ZChangeEmailResponse = z.object({ pendingEmail: z.string(), message: z.string() });
export type TChangeEmailResponse = z.infer<typeof ZChangeEmailResponse>;

const ZEmailChangeToken = z
  .string({ message: textRef(settingsTexts, 'emailChangeLinkInvalid') })
  .min(1, { message: textRef(settingsTexts, 'emailChangeLinkInvalid') })
  .max(TOKEN_MAX, { message: textRef(settingsTexts, 'emailChangeLinkInvalid') });
/** GET /api/settings/email/confirm?token=: the address the link confirms. */
export const ZEmailChangeLinkQuery = z.object({ token: ZEmailChangeToken });
export const ZEmailChangeLinkResponse = z.object({ email: z.string() });
export type TEmailChangeLinkResponse = z.infer<typeof ZEmailChangeLinkResponse>;
/** POST /api/settings/email/confirm: the link is opened (a button press, so mail scanners change nothing). */
export const ZConfirmEmailChangeRequest = z.object({ token: ZEmailChangeToken });
export type TConfirmEmailChangeRequest = z.infer<typeof ZConfirmEmailChangeRequest>;
export const ZConfirmEmailChangeResponse = z.object({ email: z.string(), message: z.string() });
export type TConfirmEmailChangeResponse = z.infer<typeof ZConfirmEmailChangeResponse>;

/** POST /api/settings/photo: the new photo's URL. */
export const ZPhotoResponse = z.object({ image: z.string() });
export type TPhotoResponse = z.infer<typeof ZPhotoResponse>;

/**
 * "Delete account" must be confirmed explicitly (the warning modal's confirm button sends it), with the current
 * password; an account without one (`provesWithPassword`) instead needs a session less than 15 minutes old.
 */
export const ZDeleteAccountRequest = z.object({
  confirm: z.literal(true, { message: 'Confirm that you want to delete your account.' }),
  currentPassword: z
    .string()
    .max(PASSWORD_MAX_LENGTH, { message: textRef(settingsTexts, 'currentPasswordWrong') })
    .optional(),
});
export type TDeleteAccountRequest = z.infer<typeof ZDeleteAccountRequest>;
