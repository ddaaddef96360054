import { ZUrlResponse } from '@roteiro/domain/common/responses';
import { companiesApi } from '@roteiro/domain/staff/companies.api';
import { ZCompanyProfile } from '@roteiro/domain/staff/company-profile';
import { ZCompanyProfileResponse, ZPaymentSetupResponse } from '@roteiro/domain/staff/schemas';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../platform/http/routing.ts';
import {
  type CompaniesDeps,
  getCompanyProfile,
  paymentDashboardLink,
  refreshPaymentAccount,
  saveCompanyInformation,
  startPaymentOnboarding,
} from './companies.service.ts';

export function companiesRoutes(app: FastifyInstance, deps: CompaniesDeps): void {
  const tags = ['companies'];

  defineRoute(app, companiesApi.profile, {
    access: 'company',
    summary: "The company's information and payment setup state",
    tags,
    response: ZCompanyProfileResponse,
    handler: async ({ actor }) => getCompanyProfile(deps.db, actor()),
  });

  defineRoute(app, companiesApi.saveProfile, {
    access: 'company',
    summary: "Save the company's information (step 1 of the profile)",
    tags,
    body: ZCompanyProfile,
    response: ZCompanyProfileResponse,
    handler: async ({ actor, body }) => saveCompanyInformation(deps.db, actor(), body),
  });

  defineRoute(app, companiesApi.startPaymentOnboarding, {
    access: 'company',
    summary: 'Create the payment account (once) and answer an onboarding link',
    tags,
    response: ZUrlResponse,
    handler: async ({ actor }) => startPaymentOnboarding(deps, actor()),
  });

  defineRoute(app, companiesApi.refreshPaymentAccount, {
    access: 'company',
    summary: "Read the provider's account status; details submitted finishes the setup",
    tags,
    response: ZPaymentSetupResponse,
    handler: async ({ actor }) => refreshPaymentAccount(deps, actor()),
  });

  defineRoute(app, companiesApi.paymentDashboard, {
    access: 'company',
    summary: "A login link to the provider's dashboard (after setup)",
    tags,
    response: ZUrlResponse,
    handler: async ({ actor }) => paymentDashboardLink(deps, actor()),
  });
}
