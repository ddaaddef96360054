import { PASSWORD_MIN_LENGTH } from '@roteiro/domain/auth/roles';
import { messages } from '@roteiro/domain/messages/messages';
import { betterAuth } from 'better-auth';
import { APIError } from 'better-auth/api';
import { magicLink } from 'better-auth/plugins';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { findUserDeactivatedAt } from './session.repository.ts';

export type SignInLinkSender = (to: string, url: string) => Promise<void>;

export type AuthDeps = {
  config: Pick<Config, 'appUrl' | 'authSecret' | 'google'>;
  db: Db;
  sendSignInLink: SignInLinkSender;
};

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
    telemetry: { enabled: false },
    logger: { level: 'error' },
    emailAndPassword: {
      enabled: true,
      // Accounts are created by the product's own registration flows (codes, invitations), never by open sign-up.
      disableSignUp: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: 128,
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
        sendMagicLink: async ({ email, url }) => sendSignInLink(email, url),
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
