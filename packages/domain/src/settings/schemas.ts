import { z } from 'zod';
import { PASSWORD_MIN_LENGTH, ROLES } from '../auth/roles.ts';
import { ZEmail, ZPassword } from '../auth/schemas.ts';
import { messages } from '../messages/messages.ts';

export const settingsTexts = {
  profileSaved: 'Your information has been saved.',
  photoSaved: 'Your photo has been updated.',
  nameRequired: 'Enter your name',
  emailTaken: 'This email already belongs to another account',
  seatsInvalid: 'The number of seats has to be a whole number, 0 or more',
  currentPasswordWrong: 'Your current password is not correct.',
  lastAdmin: 'The last admin account cannot be deleted.',
  messagingIdWarning:
    'Make sure your messaging ID is correct: with a wrong ID you will not receive messages about your activities.',
} as const;

/**
 * Personal / company information. `numberOfSeats` only applies to companies and `messagingId` to
 * companies and employees; the server ignores a field that does not apply to the caller's role.
 */
export const ZUpdateProfileRequest = z.object({
  name: z.string().trim().min(1, { message: settingsTexts.nameRequired }).max(120),
  email: ZEmail,
  numberOfSeats: z
    .number({ message: settingsTexts.seatsInvalid })
    .int({ message: settingsTexts.seatsInvalid })
    .min(0, { message: settingsTexts.seatsInvalid })
    .max(10_000, { message: settingsTexts.seatsInvalid })
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

/** Both fields longer than 8 characters enable the button (operations.md §5). */
export const canSubmitPasswordChange = (currentPassword: string, newPassword: string): boolean =>
  currentPassword.length >= PASSWORD_MIN_LENGTH && newPassword.length >= PASSWORD_MIN_LENGTH;

export const ZChangePasswordRequest = z
  .object({
    currentPassword: ZPassword,
    newPassword: ZPassword,
  })
  .refine((value) => value.newPassword !== value.currentPassword, {
    message: messages.passwordMustDiffer,
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
});
export type TProfile = z.infer<typeof ZProfileResponse>;

/** POST /api/settings/photo: the new photo's URL. */
export const ZPhotoResponse = z.object({ image: z.string() });
export type TPhotoResponse = z.infer<typeof ZPhotoResponse>;

/** "Delete account" must be confirmed explicitly (the warning modal's confirm button sends it). */
export const ZDeleteAccountRequest = z.object({
  confirm: z.literal(true, { message: 'Confirm that you want to delete your account.' }),
});
export type TDeleteAccountRequest = z.infer<typeof ZDeleteAccountRequest>;
