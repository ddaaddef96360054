import { OK, ZOkResponse } from '@roteiro/domain/common/responses';
import { ZNewsletterLink, ZNewsletterSignUp } from '@roteiro/domain/newsletter/newsletter';
import { newsletterApi } from '@roteiro/domain/newsletter/newsletter.api';
import type { FastifyInstance } from 'fastify';
import { requestLocale } from '../../platform/http/request-locale.ts';
import { defineRoute } from '../../platform/http/routing.ts';
import { THROTTLE } from '../../platform/http/throttle.ts';
import { confirm, type NewsletterDeps, signUp, unsubscribe } from './newsletter.service.ts';

/** The footer's newsletter sign-up, with its double opt-in and its unsubscribe link. */
export function newsletterRoutes(app: FastifyInstance, deps: NewsletterDeps): void {
  const tags = ['newsletter'];
  defineRoute(app, newsletterApi.signUp, {
    access: 'public',
    summary: 'Sign up: a confirmation e-mail goes out (the answer never says whether the address was known)',
    tags,
    body: ZNewsletterSignUp,
    response: ZOkResponse,
    throttle: [{ ...THROTTLE.newsletterByAddress, by: 'ip' }],
    handler: async ({ request, body }) => {
      await signUp(deps, body.email, requestLocale(request));
      return OK;
    },
  });
  defineRoute(app, newsletterApi.confirm, {
    access: 'public',
    summary: "Confirm a sign-up with the e-mailed link's address and token",
    tags,
    body: ZNewsletterLink,
    response: ZOkResponse,
    handler: async ({ body }) => {
      await confirm(deps, body);
      return OK;
    },
  });
  defineRoute(app, newsletterApi.unsubscribe, {
    access: 'public',
    summary: "Leave the newsletter with the e-mailed link's address and token",
    tags,
    body: ZNewsletterLink,
    response: ZOkResponse,
    handler: async ({ body }) => {
      await unsubscribe(deps, body);
      return OK;
    },
  });
}
