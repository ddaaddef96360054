import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';
import { errorBody } from './error-handler.ts';
import { createPageRenderer } from './page-renderer.ts';
import { createPublicCache, type PublicCache } from './public-cache.ts';
import { markPublic, rawResponse, routeSchema } from './routing.ts';

/** What a shared link of a page shows: its title, description and picture. */
export type TPagePreview = { title: string; description: string; imagePath: string | null };

export type WebAppOptions = {
  distDir: string;
  appUrl: string;
  /** The preview of a page path (details and event pages), or null for the plain page. */
  findPagePreview: (pathname: string) => Promise<TPagePreview | null>;
  /** Where rendered pages are kept (the app's public cache, emptied when the catalogue changes); none by default. */
  cache?: PublicCache;
};

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
  const { distDir, appUrl, findPagePreview } = options;
  const cache = options.cache ?? createPublicCache({ ttlMs: 0 });
  const indexFile = join(distDir, 'index.html');
  const hasBuild = existsSync(indexFile);
  if (hasBuild) {
    await app.register(async (scope) => {
      markPublic(scope);
      await scope.register(fastifyStatic, {
        root: distDir,
        index: false,
        wildcard: true,
        // The build writes .br and .gz beside each text file (apps/web/vite.config.ts).
        preCompressed: true,
        // Build artefacts that are not for browsers: the manifest (.vite) and the server renderer (.ssr).
        allowedPath: (pathName) => !pathName.split('/').some((segment) => segment.startsWith('.')),
        setHeaders: (reply, path) => {
          if (path.startsWith(join(distDir, 'assets'))) {
            reply.header('cache-control', 'public, max-age=31536000, immutable');
          }
        },
      });
    });
  }
  const indexHtml = hasBuild ? readFileSync(indexFile, 'utf8') : '';

  const renderPage = hasBuild ? createPageRenderer(app, distDir) : null;

  /** index.html for a page path: its link preview, and for storefront pages the page rendered with its data. */
  const pageHtml = async (
    request: FastifyRequest,
    reply: FastifyReply,
    pathname: string,
  ): Promise<string> => {
    let html = indexHtml;
    try {
      const preview = await findPagePreview(decodeURI(pathname));
      if (preview) {
        html = injectPreview(html, preview, appUrl, `${appUrl}${pathname}`);
      }
    } catch (error) {
      // A preview is a nicety: the page itself must still load.
      request.log.warn({ err: error, pathname }, 'page preview failed');
    }
    try {
      const rendered = renderPage ? await renderPage(`${appUrl}${request.url}`) : null;
      if (rendered) {
        reply.status(rendered.status);
        html = html
          // The page is already on screen: its code can come after the pictures and the styles.
          .replace(/<(script type="module"|link rel="modulepreload")/g, '<$1 fetchpriority="low"')
          .replace('</head>', `${rendered.headTags}</head>`)
          .replace(
            '<div id="root"></div>',
            () => `<div id="root">${rendered.rootHtml}</div>${rendered.stateScript}`,
          );
      }
    } catch (error) {
      // The browser renders the page itself, as for every page that is not rendered here.
      request.log.warn({ err: error, url: request.url }, 'server rendering failed');
    }
    return html;
  };

  const sendPage = (request: FastifyRequest, reply: FastifyReply, pathname: string) =>
    cache.servePage(request, reply, () => pageHtml(request, reply, pathname));

  if (hasBuild) {
    // The static plugin answers a directory path ('/') with an error when index files are off: serve the app.
    await app.register(async (scope) => {
      markPublic(scope);
      scope.get(
        '/',
        {
          schema: routeSchema({
            access: 'public',
            summary: 'The web app (every other page path answers it too, with its own link preview)',
            tags: ['web'],
            response: rawResponse('text/html', 'The single-page app'),
          }),
        },
        (request, reply) => sendPage(request, reply, '/'),
      );
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
