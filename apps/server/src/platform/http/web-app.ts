import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error.ts';
import { errorBody } from './error-handler.ts';
import { markPublic } from './routing.ts';

/**
 * Serves the built web app: hashed assets with long caching, and index.html for every other page path
 * (the SPA routes). Without a build, page paths answer 404 with a hint; the API works regardless.
 */
export async function serveWebApp(app: FastifyInstance, distDir: string): Promise<void> {
  const indexFile = join(distDir, 'index.html');
  const hasBuild = existsSync(indexFile);
  if (hasBuild) {
    await app.register(async (scope) => {
      markPublic(scope);
      await scope.register(fastifyStatic, {
        root: distDir,
        index: false,
        wildcard: true,
        setHeaders: (reply, path) => {
          if (path.startsWith(join(distDir, 'assets'))) {
            reply.header('cache-control', 'public, max-age=31536000, immutable');
          }
        },
      });
    });
  }
  const indexHtml = hasBuild ? readFileSync(indexFile, 'utf8') : '';
  app.setNotFoundHandler((request, reply) => {
    const isPage =
      request.method === 'GET' &&
      !request.url.startsWith('/api/') &&
      !/\.[a-z0-9]+$/i.test(request.url.split('?')[0] ?? '');
    if (isPage && hasBuild) {
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml);
    }
    if (isPage) {
      return reply.status(404).type('text/plain').send('The web app is not built: run `npm run build`.');
    }
    return reply.status(404).send(errorBody(new AppError('NOT_FOUND')));
  });
}
