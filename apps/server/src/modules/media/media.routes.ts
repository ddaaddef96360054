import type { FastifyInstance } from 'fastify';
import { AppError } from '../../platform/http/app-error.ts';
import type { FileStorage } from '../../platform/storage/storage.ts';
import { PUBLIC_PREFIX } from './media.service.ts';

const SAFE_KEY = /^[a-z0-9][a-z0-9/._-]*$/;

/** Public media (activity images and videos); private files (employee documents) are never served here. */
export function mediaRoutes(app: FastifyInstance, { storage }: { storage: FileStorage }): void {
  app.get(
    '/media/*',
    { config: { access: 'public' }, schema: { summary: 'A public image or video', tags: ['media'] } },
    async (request, reply) => {
      const key = `${PUBLIC_PREFIX}${(request.params as { '*': string })['*']}`;
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
  );
}
