import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import {
  LOCALE_COOKIE,
  LOCALE_QUERY,
  LOCALES,
  OG_LOCALE,
  pickLocale,
  readCookie,
  type TLocale,
  withLocaleQuery,
} from '@roteiro/domain/i18n/locale';
import { PSEUDO_LOCALE } from '@roteiro/domain/i18n/pseudo';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';
import { errorBody } from './error-handler.ts';
import { createPageRenderer, type RenderedPage } from './page-renderer.ts';
import { createPublicCache, type PublicCache } from './public-cache.ts';
import { markPublic, rawResponse, routeSchema } from './routing.ts';

/**
 * What a shared link of a page shows: its picture, and for a catalogue item or an article its own title and
 * description (written as their authors wrote them); other pages use their own, in the visitor's language.
 */
export type TPagePreview = {
  title?: string;
  description?: string;
  imagePath: string | null;
  /** schema.org data of the page (a details page's rating and reviews, issue 37), as JSON-LD in its head. */
  jsonLd?: object;
};

export type WebAppOptions = {
  distDir: string;
  appUrl: string;
  /**
   * The preview of a page path (details, event, information, blog and site pages) in the page's language, or
   * null for the plain page.
   */
  findPagePreview: (pathname: string, locale: TLocale) => Promise<TPagePreview | null>;
  /** Where rendered pages are kept (the app's public cache, emptied when the catalogue changes); none by default. */
  cache?: PublicCache;
  /** The browser tests' pseudo-locale is offered (ROTEIRO_PSEUDO_LOCALE): never on a real server. */
  pseudoLocale?: boolean;
};

const SITE_NAME = 'Roteiro';
const DESCRIPTION_MAX = 200;

/** The `<noscript>` note of index.html, in each language. */
const NO_SCRIPT: Record<TLocale, string> = {
  en: 'Roteiro needs JavaScript to run. Please enable it in your browser.',
  'pt-PT': 'O Roteiro precisa de JavaScript para funcionar. Ative-o no seu browser.',
};

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

function shorten(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}

/** What a served page's head says (in the visitor's language, with the page's other languages). */
export type TPageHead = {
  /** The tab's title, with the site's name. */
  title: string;
  /** The share preview's title (an item's own, or the page's). */
  shareTitle: string;
  /** Null when nothing better than index.html's own is known (no web build to ask). */
  description: string | null;
  imageUrl: string | null;
  pageUrl: string;
  locale: TLocale;
  /** `<link rel="alternate" hreflang>` targets: each language's URL and the negotiated one (x-default). */
  alternates: { hreflang: string; href: string }[];
  /** The page's schema.org JSON-LD, if it has any. */
  jsonLd?: object;
};

/** The page's head of a path in `locale`: its title, description and picture, and the URL of each language. */
export function pageHead(options: {
  appUrl: string;
  pathAndQuery: string;
  locale: TLocale;
  meta: { title: string; description: string } | null;
  preview: TPagePreview | null;
}): TPageHead {
  const { appUrl, pathAndQuery, locale, meta, preview } = options;
  const shareTitle = preview?.title ?? meta?.title.replace(/ \| Roteiro$/, '') ?? SITE_NAME;
  return {
    title: preview?.title ? `${preview.title} | ${SITE_NAME}` : (meta?.title ?? SITE_NAME),
    shareTitle,
    description: preview?.description ?? meta?.description ?? null,
    imageUrl: preview?.imagePath ? `${appUrl}${preview.imagePath}` : null,
    pageUrl: `${appUrl}${pathAndQuery}`,
    locale,
    ...(preview?.jsonLd ? { jsonLd: preview.jsonLd } : {}),
    alternates: [
      ...LOCALES.map((other) => ({
        hreflang: other,
        href: `${appUrl}${withLocaleQuery(pathAndQuery, other)}`,
      })),
      { hreflang: 'x-default', href: `${appUrl}${withLocaleQuery(pathAndQuery, null)}` },
    ],
  };
}

const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;
const MODULE_PRELOAD_LINE = /\s*<link rel="modulepreload"[^>]*>/g;
/** The template of a server-rendered page's code preloads (read by apps/web/src/app/boot.ts). */
const CODE_PRELOADS_ID = 'roteiro-code-preloads';

/**
 * index.html with the page's language, title, description, share preview and language alternates, so links
 * shared on social apps show a preview and search engines find each language (docs/decisions.md, "Link previews").
 * Every value is escaped; the default description is replaced.
 */
export function injectPageHead(indexHtml: string, head: TPageHead): string {
  const fallback = /<meta\s+name="description"\s+content="([^"]*)"/s.exec(indexHtml)?.[1] ?? '';
  const description =
    head.description === null ? fallback : escapeHtml(shorten(head.description, DESCRIPTION_MAX));
  const image = head.imageUrl ? escapeHtml(head.imageUrl) : null;
  const shareTitle = escapeHtml(head.shareTitle);
  const tags = [
    ...head.alternates.map(
      (alternate) =>
        `<link rel="alternate" hreflang="${alternate.hreflang}" href="${escapeHtml(alternate.href)}" />`,
    ),
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${SITE_NAME}" />`,
    `<meta property="og:locale" content="${OG_LOCALE[head.locale]}" />`,
    ...LOCALES.filter((other) => other !== head.locale).map(
      (other) => `<meta property="og:locale:alternate" content="${OG_LOCALE[other]}" />`,
    ),
    `<meta property="og:title" content="${shareTitle}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${escapeHtml(head.pageUrl)}" />`,
    ...(image ? [`<meta property="og:image" content="${image}" />`] : []),
    `<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}" />`,
    `<meta name="twitter:title" content="${shareTitle}" />`,
    `<meta name="twitter:description" content="${description}" />`,
    ...(image ? [`<meta name="twitter:image" content="${image}" />`] : []),
    // JSON in a script element: `<` escaped so no text of it can close the element.
    ...(head.jsonLd
      ? [
          `<script type="application/ld+json">${JSON.stringify(head.jsonLd).replace(/</g, '\\u003c')}</script>`,
        ]
      : []),
  ].join('\n    ');
  // Replacements are functions: a replacement string would expand `$&`, `$\`` and `$'` in an activity's texts.
  return indexHtml
    .replace(/<html lang="[^"]*"/, () => `<html lang="${head.locale}"`)
    .replace(
      /<meta\s+name="description"[^>]*\/?>/s,
      () => `<meta name="description" content="${description}" />`,
    )
    .replace(/<title>[\s\S]*?<\/title>/, () => `<title>${escapeHtml(head.title)}</title>`)
    .replace(/<noscript>[\s\S]*?<\/noscript>/, () => `<noscript>${NO_SCRIPT[head.locale]}</noscript>`)
    .replace('</head>', () => `    ${tags}\n  </head>`);
}

/** The language of a page request: `?lang=`, else the remembered choice, else the browser's. */
export function pageLocale(request: FastifyRequest): TLocale {
  const query = new URL(request.url, 'http://localhost').searchParams.get(LOCALE_QUERY);
  const acceptLanguage = request.headers['accept-language'];
  return pickLocale({
    query,
    cookie: readCookie(request.headers.cookie, LOCALE_COOKIE),
    acceptLanguage: Array.isArray(acceptLanguage) ? acceptLanguage.join(',') : acceptLanguage,
  }).locale;
}

/**
 * Whether a page request asks for the browser tests' pseudo-locale, on a server that offers it: the `lang=pseudo`
 * cookie (which no language switch writes), on a page otherwise in English.
 */
export function isPseudoPage(request: FastifyRequest, locale: TLocale, isOffered: boolean): boolean {
  return isOffered && locale === 'en' && readCookie(request.headers.cookie, LOCALE_COOKIE) === PSEUDO_LOCALE;
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

  /**
   * index.html for a page path in the request's language: its head (title, description, preview, alternates),
   * the messages it shows, and for storefront pages the page rendered with its data.
   */
  const pageHtml = async (
    request: FastifyRequest,
    reply: FastifyReply,
    pathname: string,
    locale: TLocale,
    isPseudo: boolean,
  ): Promise<string> => {
    let preview: TPagePreview | null = null;
    try {
      preview = await findPagePreview(decodeURI(pathname), locale);
    } catch (error) {
      // A preview is a nicety: the page itself must still load.
      request.log.warn({ err: error, pathname }, 'page preview failed');
    }
    let rendered: RenderedPage | null = null;
    try {
      rendered = renderPage ? await renderPage(`${appUrl}${request.url}`, locale, isPseudo) : null;
    } catch (error) {
      // The browser renders the page itself, as for every page that is not rendered here.
      request.log.warn({ err: error, url: request.url }, 'server rendering failed');
    }
    let html = injectPageHead(
      indexHtml,
      pageHead({ appUrl, pathAndQuery: request.url, locale, meta: rendered?.meta ?? null, preview }),
    );
    if (rendered) {
      const { page } = rendered;
      if (page) {
        reply.status(page.status);
        if (page.isPrivate) {
          // A booking opened by its link: built for this request only, kept by no cache (public-cache.ts).
          reply.header('cache-control', 'no-store');
        }
        // The page is already on screen: its code comes after the styles, the font and the main picture.
        // The preloads wait in a template (inert) that the entry adds to the head once the page is painted
        // (apps/web/src/app/boot.ts): fetched earlier, they share a phone's bandwidth with what is shown.
        const preloads = html.match(MODULE_PRELOAD) ?? [];
        html = html
          .replace(MODULE_PRELOAD_LINE, '')
          .replace('<script type="module"', '<script type="module" fetchpriority="low"')
          .replace(
            '</head>',
            () =>
              `${page.styleTags}<template id="${CODE_PRELOADS_ID}">${preloads.join('')}${page.codeTags}</template></head>`,
          );
      }
      html = html.replace(
        '<div id="root"></div>',
        () =>
          `<div id="root">${page?.rootHtml ?? ''}</div>${rendered.messagesScript}${page?.stateScript ?? ''}`,
      );
    }
    return html;
  };

  const sendPage = (request: FastifyRequest, reply: FastifyReply, pathname: string) => {
    const locale = pageLocale(request);
    const isPseudo = isPseudoPage(request, locale, options.pseudoLocale === true);
    reply.header('content-language', locale);
    // Kept once per language; the language comes from the URL (part of the key), the cookie or the header.
    return cache.servePage(request, reply, () => pageHtml(request, reply, pathname, locale, isPseudo), {
      variant: isPseudo ? PSEUDO_LOCALE : locale,
      vary: ['cookie', 'accept-language'],
    });
  };

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
