import { z } from 'zod';
import { EMAIL_MAX, URL_MAX } from '../common/text.ts';
import { LOCALES } from '../i18n/locale.ts';
import { textRef } from '../i18n/texts.ts';
import { messages } from '../messages/messages.ts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, ROLES, type TSessionUser } from './roles.ts';

/** E-mail format: text, at sign, text, dot, text, no spaces (operations.md §5). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const ZEmail = z
  .string()
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX, { message: textRef(messages, 'invalidEmail') })
  .regex(EMAIL_PATTERN, { message: textRef(messages, 'invalidEmail') });

/** A password being chosen: more than 8 characters, and no longer than sign-in accepts. */
export const ZPassword = z
  .string()
  .min(PASSWORD_MIN_LENGTH, { message: textRef(messages, 'passwordTooShort') })
  .max(PASSWORD_MAX_LENGTH, { message: textRef(messages, 'passwordTooLong') });

export const ZSignInRequest = z.object({
  email: ZEmail,
  // Any non-empty password is checked against the account: a wrong one is "Invalid email or password."
  password: z
    .string()
    .min(1, { message: textRef(messages, 'invalidCredentials') })
    .max(PASSWORD_MAX_LENGTH, { message: textRef(messages, 'invalidCredentials') }),
});
export type TSignInRequest = z.infer<typeof ZSignInRequest>;

export const ZSignInLinkRequest = z.object({
  email: ZEmail,
  /** Path inside the app to land on after the link is opened. */
  callbackPath: z
    .string()
    .max(URL_MAX, { message: 'Must be a path inside the app' })
    .regex(/^\/[^/]/, { message: 'Must be a path inside the app' })
    .optional(),
});
export type TSignInLinkRequest = z.infer<typeof ZSignInLinkRequest>;

/** The signed-in user as every answer about the session carries it. */
export const ZSessionUser = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  image: z.string().nullable(),
  role: z.enum(ROLES),
  isGuestGuider: z.boolean(),
  companyId: z.string().nullable(),
  hasFinishedSetUp: z.boolean(),
  locale: z.enum(LOCALES),
}) satisfies z.ZodType<TSessionUser>;

/** GET /api/session; also the answer of sign-in and of registrations that sign the new account in. */
export const ZSessionResponse = z.object({ user: ZSessionUser.nullable() });
export type TSessionResponse = z.infer<typeof ZSessionResponse>;
export const ZSignInResponse = z.object({ user: ZSessionUser });
export type TSignInResponse = z.infer<typeof ZSignInResponse>;

/** GET /api/session/providers: which sign-in methods are offered. */
export const ZAuthProvidersResponse = z.object({ google: z.boolean() });
export type TAuthProvidersResponse = z.infer<typeof ZAuthProvidersResponse>;
