import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Executor } from '../../db/database.ts';
import {
  findPagePreview,
  type TPagePreview,
} from '../../modules/catalogue-public/catalogue-public.service.ts';
import { AppError } from './app-error.ts';
import { errorBody } from './error-handler.ts';
import { markPublic } from './routing.ts';

export type WebAppOptions = { distDir: string; db: Executor; appUrl: string };

const SITE_NAME = 'Roteiro';
const DESCRIPTION_MAX = 200;

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

function shorten(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}

/**
 * index.html with the page's title, description and share image, so links shared on social apps show a
 * preview (ARCHITECTURE.md, apps/web). Every value is escaped; the default description is replaced.
 */
export function injectPreview(
  indexHtml: string,
  preview: TPagePreview,
  appUrl: string,
  pageUrl: string,
): string {
  const title = escapeHtml(`${preview.title} | ${SITE_NAME}`);
  const description = escapeHtml(shorten(preview.description, DESCRIPTION_MAX));
  const image = preview.imagePath ? escapeHtml(`${appUrl}${preview.imagePath}`) : null;
  const tags = [
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${SITE_NAME}" />`,
    `<meta property="og:title" content="${escapeHtml(preview.title)}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${escapeHtml(pageUrl)}" />`,
    ...(image ? [`<meta property="og:image" content="${image}" />`] : []),
    `<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}" />`,
    `<meta name="twitter:title" content="${escapeHtml(preview.title)}" />`,
    `<meta name="twitter:description" content="${description}" />`,
    ...(image ? [`<meta name="twitter:image" content="${image}" />`] : []),
  ].join('\n    ');
  return indexHtml
    .replace(/<meta\s+name="description"[^>]*\/?>/s, `<meta name="description" content="${description}" />`)
    .replace(/<title>[\s\S]*?<\/title>/, `<title>${title}</title>`)
    .replace('</head>', `    ${tags}\n  </head>`);
}

/**
 * Serves the built web app: hashed assets with long caching, and index.html for every other page path
 * (the SPA routes). Details and event pages get their preview meta tags; without a build, page paths
 * answer 404 with a hint; the API works regardless.
 */
export async function serveWebApp(app: FastifyInstance, options: WebAppOptions): Promise<void> {
  const { distDir, db, appUrl } = options;
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

  const sendPage = async (request: FastifyRequest, reply: FastifyReply, pathname: string) => {
    let html = indexHtml;
    try {
      const preview = await findPagePreview(db, decodeURI(pathname));
      if (preview) {
        html = injectPreview(indexHtml, preview, appUrl, `${appUrl}${pathname}`);
      }
    } catch (error) {
      // A preview is a nicety: the page itself must still load.
      request.log.warn({ err: error, pathname }, 'page preview failed');
    }
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
  };

  if (hasBuild) {
    // The static plugin answers a directory path ('/') with an error when index files are off: serve the app.
    await app.register(async (scope) => {
      markPublic(scope);
      scope.get('/', (request, reply) => sendPage(request, reply, '/'));
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    const isPage =
      request.method === 'GET' && !request.url.startsWith('/api/') && !/\.[a-z0-9]+$/i.test(pathname);
    if (isPage && hasBuild) {
      return sendPage(request, reply, pathname);
    }
    if (isPage) {
      return reply.status(404).type('text/plain').send('The web app is not built: run `npm run build`.');
    }
    return reply.status(404).send(errorBody(new AppError('NOT_FOUND')));
  });
}
