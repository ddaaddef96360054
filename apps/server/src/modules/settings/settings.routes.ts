import {
  ZChangePasswordRequest,
  ZDeleteAccountRequest,
  ZUpdateProfileRequest,
} from '@roteiro/domain/settings/schemas';
import type { FastifyInstance } from 'fastify';
import { clearSessionCookies, sessionTokenFromCookie } from '../../platform/auth/session-cookie.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { defineRoute } from '../../platform/http/routing.ts';
import {
  changePassword,
  deleteAccount,
  getProfile,
  type SettingsDeps,
  updatePhoto,
  updateProfile,
} from './settings.service.ts';

export function settingsRoutes(app: FastifyInstance, deps: SettingsDeps): void {
  const tags = ['settings'];
  defineRoute(app, {
    method: 'GET',
    url: '/api/settings/profile',
    access: 'signedIn',
    summary: 'The signed-in account as the settings pages show it',
    tags,
    handler: async ({ actor }) => getProfile(deps.db, actor()),
  });
  defineRoute(app, {
    method: 'PUT',
    url: '/api/settings/profile',
    access: 'signedIn',
    summary: 'Save name, e-mail, and (by role) number of seats and messaging ID',
    tags,
    body: ZUpdateProfileRequest,
    handler: async ({ actor, body }) => updateProfile(deps.db, actor(), body),
  });
  app.post(
    '/api/settings/photo',
    {
      config: { access: 'signedIn' },
      schema: {
        summary: 'Upload a new profile photo (multipart, field "photo")',
        tags,
        description: 'Access: signedIn',
      },
    },
    async (request) => {
      const user = request.sessionUser;
      if (!user) {
        throw new AppError('UNAUTHENTICATED');
      }
      if (!request.isMultipart()) {
        throw new AppError('BAD_REQUEST', 'Choose a photo to upload.', {
          photo: 'Choose a photo to upload.',
        });
      }
      const file = await request.file();
      if (!file) {
        throw new AppError('BAD_REQUEST', 'Choose a photo to upload.', {
          photo: 'Choose a photo to upload.',
        });
      }
      return updatePhoto(deps, user, await file.toBuffer());
    },
  );
  defineRoute(app, {
    method: 'POST',
    url: '/api/settings/password',
    access: 'signedIn',
    summary: 'Change the password (the current one is checked again); other sessions end',
    tags,
    body: ZChangePasswordRequest,
    handler: async ({ request, actor, body }) =>
      changePassword(deps.db, actor(), body, sessionTokenFromCookie(request.headers.cookie)),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/settings/account/delete',
    access: 'signedIn',
    summary: 'Delete the account (body { confirm: true }): anonymised and deactivated, money records kept',
    tags,
    body: ZDeleteAccountRequest,
    handler: async ({ reply, actor }) => {
      const result = await deleteAccount(deps.db, actor());
      reply.header('set-cookie', clearSessionCookies);
      return result;
    },
  });
}
