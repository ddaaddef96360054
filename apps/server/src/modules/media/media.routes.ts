import { mediaApi } from '@roteiro/domain/catalogue/media.api';
import { ZMediaParams } from '@roteiro/domain/catalogue/public';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../platform/http/app-error.ts';
import { defineRoute, rawResponse } from '../../platform/http/routing.ts';
import type { FileStorage } from '../../platform/storage/file-storage.types.ts';
import { PUBLIC_PREFIX } from '../../platform/storage/uploads.ts';

const SAFE_KEY = /^[a-z0-9][a-z0-9/._-]*$/;

/** Public media (activity images and videos); private files (employee documents) are never served here. */
export function mediaRoutes(app: FastifyInstance, { storage }: { storage: FileStorage }): void {
  defineRoute(app, mediaApi.file, {
    access: 'public',
    summary: 'A public image or video',
    tags: ['media'],
    params: ZMediaParams,
    response: rawResponse('application/octet-stream', 'The file, with its own content type'),
    handler: async ({ params, reply }) => {
      const key = `${PUBLIC_PREFIX}${params['*']}`;
      if (!SAFE_KEY.test(key) || key.includes('..')) {
        throw new AppError('NOT_FOUND');
      }
      const file = await storage.get(key);
      if (!file) {
        throw new AppError('NOT_FOUND');
      }
      return reply
        .header('content-type', file.contentType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(file.bytes);
    },
  });
}
