import { createHash } from 'node:crypto';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@roteiro/domain/auth/roles';
import { DEFAULT_LOCALE, isLocale, type TLocale } from '@roteiro/domain/i18n/locale';
import { messages } from '@roteiro/domain/messages/messages';
import { betterAuth } from 'better-auth';
import { APIError } from 'better-auth/api';
import { magicLink } from 'better-auth/plugins';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { deleteOtherSignInLinks, findUserDeactivatedAt } from './session.repository.ts';

export type SignInLinkSender = (to: string, url: string, locale: TLocale) => Promise<void>;

export type AuthDeps = {
  config: Pick<Config, 'appUrl' | 'authSecret' | 'google'>;
  db: Db;
  sendSignInLink: SignInLinkSender;
};

/** A session lasts 7 days and is extended once a day while used (better-auth's defaults, stated for access.ts). */
export const SESSION_EXPIRES_IN_SECONDS = 7 * 24 * 60 * 60;
export const SESSION_UPDATE_AGE_SECONDS = 24 * 60 * 60;

/** Sign-in link validity: 15 minutes. */
const SIGN_IN_LINK_TTL_SECONDS = 15 * 60;

export function createAuth({ config, db, sendSignInLink }: AuthDeps) {
  return betterAuth({
    appName: 'Roteiro',
    baseURL: config.appUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    trustedOrigins: [config.appUrl],
    database: { db, type: 'postgres' },
    // Throttling is ours (database-backed, shared by every process): see sign-in-throttle.ts.
    rateLimit: { enabled: false },
    session: { expiresIn: SESSION_EXPIRES_IN_SECONDS, updateAge: SESSION_UPDATE_AGE_SECONDS },
    telemetry: { enabled: false },
    logger: { level: 'error' },
    emailAndPassword: {
      enabled: true,
      // Accounts are created by the product's own registration flows (codes, invitations), never by open sign-up.
      disableSignUp: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
    },
    user: {
      additionalFields: {
        role: { type: 'string', required: true, input: false },
        isGuestGuider: { type: 'boolean', required: false, defaultValue: false, input: false },
      },
    },
    socialProviders: config.google
      ? {
          google: {
            clientId: config.google.clientId,
            clientSecret: config.google.clientSecret,
            disableSignUp: true,
          },
        }
      : {},
    plugins: [
      magicLink({
        disableSignUp: true,
        expiresIn: SIGN_IN_LINK_TTL_SECONDS,
        // Stored as a digest (what better-auth's 'hashed' option writes), so a copy of the table signs no one in.
        storeToken: 'hashed',
        sendMagicLink: async ({ email, url, token, metadata }) => {
          // Only the newest link works: a link sent earlier (maybe to a forwarded or shared inbox) stops now.
          const digest = createHash('sha256').update(token).digest('base64url');
          await deleteOtherSignInLinks(db, email, `magic-link:${digest}`);
          // The language of the page that asked (requestSignInLink passes it); English for other callers.
          await sendSignInLink(email, url, isLocale(metadata?.locale) ? metadata.locale : DEFAULT_LOCALE);
        },
      }),
    ],
    databaseHooks: {
      session: {
        create: {
          // Covers every sign-in method: a deactivated account never gets a session.
          before: async (session) => {
            if (await findUserDeactivatedAt(db, session.userId)) {
              throw new APIError('FORBIDDEN', {
                code: 'ACCOUNT_DEACTIVATED',
                message: messages.accountDeactivated,
              });
            }
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
