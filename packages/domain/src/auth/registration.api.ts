import { endpoint } from '../api/endpoint.ts';
import type { ZOkResponse } from '../common/responses.ts';
import type {
  ZCompanyParams,
  ZCompanyRegistrationRequest,
  ZEmployeeRegistrationRequest,
  ZInvitationQuery,
  ZInvitationResponse,
  ZSendRegistrationCodeRequest,
} from '../staff/schemas.ts';
import type { ZSignInResponse } from './schemas.ts';
import type {
  ZTravellerConfirmRequest,
  ZTravellerLinkQuery,
  ZTravellerLinkResponse,
  ZTravellerRegistrationRequest,
} from './traveller.ts';

/** New accounts: companies (with an admin's code), invited employees and travellers (with an e-mailed link). */
export const registrationApi = {
  sendCode: endpoint<{ body: typeof ZSendRegistrationCodeRequest; response: typeof ZOkResponse }>()(
    'POST',
    '/api/admin/registration-codes',
  ),
  registerCompany: endpoint<{ body: typeof ZCompanyRegistrationRequest; response: typeof ZSignInResponse }>()(
    'POST',
    '/api/registration/company',
  ),
  invitation: endpoint<{
    params: typeof ZCompanyParams;
    query: typeof ZInvitationQuery;
    response: typeof ZInvitationResponse;
  }>()('GET', '/api/registration/employee/:companyId'),
  registerEmployee: endpoint<{
    params: typeof ZCompanyParams;
    body: typeof ZEmployeeRegistrationRequest;
    response: typeof ZSignInResponse;
  }>()('POST', '/api/registration/employee/:companyId'),
  registerTraveller: endpoint<{ body: typeof ZTravellerRegistrationRequest; response: typeof ZOkResponse }>()(
    'POST',
    '/api/registration/traveller',
  ),
  travellerLink: endpoint<{ query: typeof ZTravellerLinkQuery; response: typeof ZTravellerLinkResponse }>()(
    'GET',
    '/api/registration/traveller',
  ),
  confirmTraveller: endpoint<{ body: typeof ZTravellerConfirmRequest; response: typeof ZSignInResponse }>()(
    'POST',
    '/api/registration/traveller/confirm',
  ),
};
