import { endpoint } from '../api/endpoint.ts';
import type { ZUrlResponse } from '../common/responses.ts';
import type { ZCompanyProfile } from './company-profile.ts';
import type { ZCompanyProfileResponse, ZPaymentSetupResponse } from './schemas.ts';

/** A company's own profile: its information and its payment account with the provider. */
export const companiesApi = {
  profile: endpoint<{ response: typeof ZCompanyProfileResponse }>()('GET', '/api/company/profile'),
  saveProfile: endpoint<{ body: typeof ZCompanyProfile; response: typeof ZCompanyProfileResponse }>()(
    'PUT',
    '/api/company/profile',
  ),
  startPaymentOnboarding: endpoint<{ response: typeof ZUrlResponse }>()(
    'POST',
    '/api/company/payment-account',
  ),
  refreshPaymentAccount: endpoint<{ response: typeof ZPaymentSetupResponse }>()(
    'POST',
    '/api/company/payment-account/refresh',
  ),
  paymentDashboard: endpoint<{ response: typeof ZUrlResponse }>()('POST', '/api/company/payment-dashboard'),
};
