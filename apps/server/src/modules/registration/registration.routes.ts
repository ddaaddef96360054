import { registrationApi } from '@roteiro/domain/auth/registration.api';
import { ZSignInResponse } from '@roteiro/domain/auth/schemas';
import {
  ZTravellerConfirmRequest,
  ZTravellerLinkQuery,
  ZTravellerLinkResponse,
  ZTravellerRegistrationRequest,
} from '@roteiro/domain/auth/traveller';
import { OK, ZOkResponse } from '@roteiro/domain/common/responses';
import {
  ZCompanyParams,
  ZCompanyRegistrationRequest,
  ZEmployeeRegistrationRequest,
  ZInvitationQuery,
  ZInvitationResponse,
  ZSendRegistrationCodeRequest,
} from '@roteiro/domain/staff/schemas';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Auth } from '../../platform/auth/auth.ts';
import { requestLocale } from '../../platform/http/request-locale.ts';
import { defineRoute } from '../../platform/http/routing.ts';
import { THROTTLE } from '../../platform/http/throttle.ts';
import { signInWithPassword } from '../session/session.service.ts';
import {
  getInvitation,
  type RegistrationDeps,
  registerCompany,
  registerEmployee,
  sendRegistrationCode,
} from './registration.service.ts';
import {
  confirmTravellerRegistration,
  getTravellerRegistration,
  requestTravellerRegistration,
} from './traveller-registration.service.ts';

export function registrationRoutes(app: FastifyInstance, deps: RegistrationDeps & { auth: Auth }): void {
  const tags = ['registration'];

  /** A new account is signed in straight away, with the same session as a password sign-in. */
  async function signInNewAccount(
    request: FastifyRequest,
    reply: FastifyReply,
    email: string,
    password: string,
  ) {
    const { user, cookies } = await signInWithPassword(
      { auth: deps.auth, db: deps.db, throttle: app.throttle },
      { email, password },
      { ip: request.ip, headers: fromNodeHeaders(request.headers) },
    );
    reply.header('set-cookie', cookies);
    return { user };
  }

  defineRoute(app, registrationApi.sendCode, {
    access: 'admin',
    summary: 'E-mail a company a single-use registration code',
    tags,
    body: ZSendRegistrationCodeRequest,
    response: ZOkResponse,
    status: 201,
    handler: async ({ actor, body, request }) => {
      await sendRegistrationCode(deps, actor(), body, requestLocale(request));
      return OK;
    },
  });

  defineRoute(app, registrationApi.registerCompany, {
    access: 'signedOut',
    summary: 'Register a company with its registration code (signs it in)',
    tags,
    body: ZCompanyRegistrationRequest,
    response: ZSignInResponse,
    status: 201,
    throttle: [
      { ...THROTTLE.registrationByAddress, by: 'ip' },
      { ...THROTTLE.registrationByEmail, by: ({ body }) => body.email },
    ],
    handler: async ({ request, reply, body }) => {
      await registerCompany(deps, body, requestLocale(request));
      return signInNewAccount(request, reply, body.email, body.password);
    },
  });

  defineRoute(app, registrationApi.invitation, {
    access: 'signedOut',
    summary: 'The invitation an employee registers from',
    tags,
    params: ZCompanyParams,
    query: ZInvitationQuery,
    response: ZInvitationResponse,
    handler: async ({ params, query }) => getInvitation(deps, params.companyId, query.invitation),
  });

  defineRoute(app, registrationApi.registerEmployee, {
    access: 'signedOut',
    summary: 'Register an invited employee (signs them in)',
    tags,
    params: ZCompanyParams,
    body: ZEmployeeRegistrationRequest,
    response: ZSignInResponse,
    status: 201,
    throttle: [{ ...THROTTLE.registrationByAddress, by: 'ip' }],
    handler: async ({ request, reply, params, body }) => {
      const { email } = await registerEmployee(deps, params.companyId, body, requestLocale(request));
      return signInNewAccount(request, reply, email, body.password);
    },
  });

  defineRoute(app, registrationApi.registerTraveller, {
    access: 'signedOut',
    summary:
      'Register a traveller: e-mails the link that proves the address (the same answer for any address)',
    tags,
    body: ZTravellerRegistrationRequest,
    response: ZOkResponse,
    status: 202,
    throttle: [{ ...THROTTLE.travellerRegistrationByAddress, by: 'ip' }],
    handler: async ({ request, body }) => {
      await requestTravellerRegistration(deps, body, requestLocale(request));
      return OK;
    },
  });

  defineRoute(app, registrationApi.travellerLink, {
    access: 'signedOut',
    summary: 'The traveller registration an e-mailed link opens (its name and address)',
    tags,
    query: ZTravellerLinkQuery,
    response: ZTravellerLinkResponse,
    handler: async ({ query }) => getTravellerRegistration(deps, query.token),
  });

  defineRoute(app, registrationApi.confirmTraveller, {
    access: 'signedOut',
    summary: 'Use the e-mailed link once: create the traveller account (e-mail verified) and sign it in',
    tags,
    body: ZTravellerConfirmRequest,
    response: ZSignInResponse,
    status: 201,
    throttle: [{ ...THROTTLE.registrationByAddress, by: 'ip' }],
    handler: async ({ request, reply, body }) => {
      const { email } = await confirmTravellerRegistration(deps, body, requestLocale(request));
      return signInNewAccount(request, reply, email, body.password);
    },
  });
}
