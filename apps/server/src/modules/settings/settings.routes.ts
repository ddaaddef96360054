import { ZMessageResponse } from '@roteiro/domain/common/responses';
import { textRef } from '@roteiro/domain/i18n/texts';
import { messages } from '@roteiro/domain/messages/messages';
import {
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
} from '@roteiro/domain/settings/schemas';
import { settingsApi } from '@roteiro/domain/settings/settings.api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { clearSessionCookies, sessionTokenFromCookie } from '../../platform/auth/session-cookie.ts';
import { defineRoute } from '../../platform/http/routing.ts';
import { THROTTLE } from '../../platform/http/throttle.ts';
import { defineUploadRoute } from '../../platform/http/upload-route.ts';
import type { FileStorage } from '../../platform/storage/file-storage.types.ts';
import { MAX_IMAGE_BYTES } from '../../platform/storage/upload-checker.ts';
import {
  changePassword,
  confirmEmailChange,
  deleteOwnAccount,
  getEmailChangeLink,
  getProfile,
  requestEmailChange,
  type SettingsDeps,
  type TOwnerRequest,
  updateLanguage,
  updatePhoto,
  updateProfile,
} from './settings.service.ts';

/** The session and address a settings change comes from (the proof it needs, and its guesses counted). */
const proofOf = (request: FastifyRequest): TOwnerRequest => ({
  sessionToken: sessionTokenFromCookie(request.headers.cookie),
  ip: request.ip,
});

const choosePhoto = textRef(messages, 'photoRequired');

export function settingsRoutes(app: FastifyInstance, deps: SettingsDeps & { storage: FileStorage }): void {
  const tags = ['settings'];
  defineRoute(app, settingsApi.profile, {
    access: 'signedIn',
    summary: 'The signed-in account as the settings pages show it',
    tags,
    response: ZProfileResponse,
    handler: async ({ actor }) => getProfile(deps.db, actor()),
  });
  defineRoute(app, settingsApi.updateProfile, {
    access: 'signedIn',
    summary: 'Save the name and (by role) number of seats and messaging ID',
    tags,
    body: ZUpdateProfileRequest,
    response: ZProfileResponse,
    handler: async ({ actor, body }) => updateProfile(deps.db, actor(), body),
  });
  defineRoute(app, settingsApi.updateLanguage, {
    access: 'signedIn',
    summary:
      "Save the account's language (en or pt-PT): the pages signed in and the e-mails about the account",
    tags,
    body: ZUpdateLanguageRequest,
    response: ZLanguageResponse,
    handler: async ({ actor, body }) => updateLanguage(deps.db, actor(), body),
  });
  defineUploadRoute(app, deps, settingsApi.uploadPhoto, {
    access: 'signedIn',
    summary: 'Upload a new profile photo (multipart, field "photo")',
    tags,
    files: {
      photo: {
        accept: 'image',
        maxBytes: MAX_IMAGE_BYTES,
        required: choosePhoto,
        purpose: 'avatar',
        isPublic: true,
      },
    },
    response: ZPhotoResponse,
    handler: async ({ actor, store }) => updatePhoto(deps.db, actor(), await store('photo')),
  });
  defineRoute(app, settingsApi.changePassword, {
    access: 'signedIn',
    summary: 'Change the password (the current one is checked again); other sessions end',
    tags,
    body: ZChangePasswordRequest,
    response: ZMessageResponse,
    handler: async ({ request, actor, body }) => changePassword(deps.db, actor(), body, proofOf(request)),
  });
  defineRoute(app, settingsApi.requestEmailChange, {
    access: 'signedIn',
    summary:
      'Ask for a new e-mail (current password, or a sign-in under 15 minutes old for an account without one): it changes once the link e-mailed to it is opened',
    tags,
    body: ZChangeEmailRequest,
    response: ZChangeEmailResponse,
    status: 202,
    throttle: [
      { ...THROTTLE.emailChangeByAccount, by: ({ user }) => user?.id },
      { ...THROTTLE.emailChangeByEmail, by: ({ body }) => body.email },
    ],
    handler: async ({ request, actor, body }) => requestEmailChange(deps, actor(), body, proofOf(request)),
  });
  defineRoute(app, settingsApi.emailChangeLink, {
    access: 'public',
    summary: 'The new address an e-mail change link confirms',
    tags,
    query: ZEmailChangeLinkQuery,
    response: ZEmailChangeLinkResponse,
    handler: async ({ query }) => getEmailChangeLink(deps.db, query.token),
  });
  defineRoute(app, settingsApi.confirmEmailChange, {
    access: 'public',
    summary: "Open an e-mail change link: the account's e-mail becomes the new address (the old one is told)",
    tags,
    body: ZConfirmEmailChangeRequest,
    response: ZConfirmEmailChangeResponse,
    handler: async ({ body }) => confirmEmailChange(deps, body.token),
  });
  defineRoute(app, settingsApi.deleteAccount, {
    access: 'signedIn',
    summary:
      'Delete the account (confirm: true, and the current password, or a sign-in under 15 minutes old for an account without one): anonymised and deactivated, money records kept',
    tags,
    body: ZDeleteAccountRequest,
    response: ZMessageResponse,
    handler: async ({ request, reply, actor, body }) => {
      const result = await deleteOwnAccount(deps, actor(), body, proofOf(request));
      reply.header('set-cookie', clearSessionCookies);
      return result;
    },
  });
}
