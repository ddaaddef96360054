import { endpoint } from '../api/endpoint.ts';
import type { ZOkResponse } from '../common/responses.ts';
import type { ZNewsletterLink, ZNewsletterSignUp } from './newsletter.ts';

/** The newsletter: the footer's sign-up, and the e-mailed links that confirm it or leave. */
export const newsletterApi = {
  signUp: endpoint<{ body: typeof ZNewsletterSignUp; response: typeof ZOkResponse }>()(
    'POST',
    '/api/newsletter',
  ),
  confirm: endpoint<{ body: typeof ZNewsletterLink; response: typeof ZOkResponse }>()(
    'POST',
    '/api/newsletter/confirm',
  ),
  unsubscribe: endpoint<{ body: typeof ZNewsletterLink; response: typeof ZOkResponse }>()(
    'POST',
    '/api/newsletter/unsubscribe',
  ),
};
