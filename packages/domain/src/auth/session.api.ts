import type { z } from 'zod';
import { endpoint } from '../api/endpoint.ts';
import type { ZOkResponse, ZUrlResponse } from '../common/responses.ts';
import type {
  ZAuthProvidersResponse,
  ZSessionResponse,
  ZSignInLinkRequest,
  ZSignInRequest,
  ZSignInResponse,
} from './schemas.ts';

/** The session: who is signed in, the sign-in methods offered, signing in (password or e-mailed link) and out. */
export const sessionApi = {
  current: endpoint<{ response: typeof ZSessionResponse }>()('GET', '/api/session'),
  providers: endpoint<{ response: typeof ZAuthProvidersResponse }>()('GET', '/api/session/providers'),
  signIn: endpoint<{ body: typeof ZSignInRequest; response: typeof ZSignInResponse }>()(
    'POST',
    '/api/session/sign-in',
  ),
  signInLink: endpoint<{ body: typeof ZSignInLinkRequest; response: typeof ZOkResponse }>()(
    'POST',
    '/api/session/sign-in-link',
  ),
  signOut: endpoint<{ response: typeof ZOkResponse }>()('POST', '/api/session/sign-out'),
  /**
   * "Continue with Google": better-auth's own handler (platform/auth/auth.routes.ts), which answers the provider's
   * page to go to.
   */
  googleSignIn: endpoint<{
    body: z.ZodType<{ provider: 'google'; callbackURL: string }>;
    response: typeof ZUrlResponse;
  }>()('POST', '/api/auth/sign-in/social'),
};
