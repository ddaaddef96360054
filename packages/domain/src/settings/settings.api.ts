import { endpoint } from '../api/endpoint.ts';
import type { ZMessageResponse } from '../common/responses.ts';
import type {
  ZChangeEmailRequest,
  ZChangeEmailResponse,
  ZChangePasswordRequest,
  ZConfirmEmailChangeRequest,
  ZConfirmEmailChangeResponse,
  ZDeleteAccountRequest,
  ZEmailChangeLinkQuery,
  ZEmailChangeLinkResponse,
  ZLanguageResponse,
  ZPhotoResponse,
  ZProfileResponse,
  ZUpdateLanguageRequest,
  ZUpdateProfileRequest,
} from './schemas.ts';

/** Account settings: the profile, its language, its photo, the password, a change of e-mail and deleting the account. */
export const settingsApi = {
  profile: endpoint<{ response: typeof ZProfileResponse }>()('GET', '/api/settings/profile'),
  updateProfile: endpoint<{ body: typeof ZUpdateProfileRequest; response: typeof ZProfileResponse }>()(
    'PUT',
    '/api/settings/profile',
  ),
  /** The account's language (`en` or `pt-PT`): the pages signed in and the e-mails about the account. */
  updateLanguage: endpoint<{ body: typeof ZUpdateLanguageRequest; response: typeof ZLanguageResponse }>()(
    'PUT',
    '/api/settings/language',
  ),
  /** The form's file field is `photo`. */
  uploadPhoto: endpoint<{ upload: true; response: typeof ZPhotoResponse }>()('POST', '/api/settings/photo'),
  changePassword: endpoint<{ body: typeof ZChangePasswordRequest; response: typeof ZMessageResponse }>()(
    'POST',
    '/api/settings/password',
  ),
  requestEmailChange: endpoint<{ body: typeof ZChangeEmailRequest; response: typeof ZChangeEmailResponse }>()(
    'POST',
    '/api/settings/email',
  ),
  emailChangeLink: endpoint<{
    query: typeof ZEmailChangeLinkQuery;
    response: typeof ZEmailChangeLinkResponse;
  }>()('GET', '/api/settings/email/confirm'),
  confirmEmailChange: endpoint<{
    body: typeof ZConfirmEmailChangeRequest;
    response: typeof ZConfirmEmailChangeResponse;
  }>()('POST', '/api/settings/email/confirm'),
  deleteAccount: endpoint<{ body: typeof ZDeleteAccountRequest; response: typeof ZMessageResponse }>()(
    'POST',
    '/api/settings/account/delete',
  ),
};
