import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Headers of a route with a policy of its own (e.g. `apiDocsSecurityHeaders(...)`) instead of the app's. */
    securityHeaders?: SecurityHeaders;
  }
}

/** The answer headers of one policy, lower-case names, computed once. */
export type SecurityHeaders = Readonly<Record<string, string>>;

type Directives = Record<string, string[]>;

/** The map tiles the app's Leaflet maps load (the wizard's meeting point, itineraries, the live map). */
export const MAP_TILE_ORIGIN = 'https://*.tile.openstreetmap.org';

/** What every policy of the app has: its own files only, nothing may frame it, no plugins, no inline script. */
function baseDirectives(isHttps: boolean): Directives {
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    ...(isHttps ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

/**
 * The app's Content-Security-Policy (docs/decisions.md): scripts only from the app's own files (the server
 * render's state is `<script type="application/json">`, which is never run); styles from the app and inline,
 * because Mantine writes its CSS variables into a `<style>` element and Leaflet and Mantine set style
 * attributes; images from the app, `data:` (small assets inlined by the build), `blob:` (previews of files
 * chosen for upload) and the map tiles; the scanner's worker from a `blob:`; nothing may frame the app.
 */
export function appDirectives(isHttps: boolean): Directives {
  return {
    ...baseDirectives(isHttps),
    'img-src': ["'self'", 'data:', 'blob:', MAP_TILE_ORIGIN],
    'media-src': ["'self'", 'blob:'],
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
  };
}

/** Swagger UI at /api/docs: its own files, its inline SVG icons (`data:`), and calls to the API it documents. */
export function apiDocsDirectives(isHttps: boolean): Directives {
  return { ...baseDirectives(isHttps), 'img-src': ["'self'", 'data:'] };
}

/**
 * The API's JSON answers are never documents: their policy allows nothing (a JSON answer opened in a tab runs and
 * loads nothing; nothing may frame it), as OWASP advises for APIs.
 */
const apiDirectives: Directives = { 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] };

/**
 * The same answer headers for every route; only the policy differs where a route says so, and answers that are
 * never documents (the API's) leave out the headers that only mean something for one.
 */
function helmetOptions(directives: Directives, isHttps: boolean, isDocument = true): HelmetOptions {
  return {
    ...(isDocument
      ? {}
      : { crossOriginOpenerPolicy: false, originAgentCluster: false, xDnsPrefetchControl: false }),
    contentSecurityPolicy: { useDefaults: false, directives },
    // Sent without the path to other sites (the map tile servers ask for a Referer); in full on our own.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    // Media may be shown by our own subdomains (a separate www), not embedded by other sites.
    crossOriginResourcePolicy: { policy: 'same-site' },
    // HSTS only when the app is reached over https (a year; subdomains are the operator's own business).
    strictTransportSecurity: isHttps ? { maxAge: 31_536_000, includeSubDomains: false } : false,
    // Headers for software no browser runs any more (IE8's downloads, the removed XSS auditor, Flash and
    // Acrobat cross-domain files): three headers on every answer that protect nothing today.
    xDownloadOptions: false,
    xXssProtection: false,
    xPermittedCrossDomainPolicies: false,
  };
}

/**
 * The headers helmet sets for these options, computed once: they are the same for every request, and running
 * helmet's dozen middlewares per request cost about a tenth of a cached catalogue read (docs/benchmarks.md).
 */
function computeHeaders(options: HelmetOptions): SecurityHeaders {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
  });
  if (failure) {
    throw failure;
  }
  return headers;
}

function policyHeaders(appUrl: string, directives: (isHttps: boolean) => Directives): SecurityHeaders {
  const isHttps = new URL(appUrl).protocol === 'https:';
  return computeHeaders(helmetOptions(directives(isHttps), isHttps));
}

/**
 * The headers of the API's answers: the app's, less those that only mean something for a document (the opener
 * policy, origin-keyed agent clusters, DNS prefetching), with the API's policy. About 0.6 KB less on every answer,
 * which on a small JSON answer was most of its bytes.
 */
function apiHeadersOf(appUrl: string): SecurityHeaders {
  const isHttps = new URL(appUrl).protocol === 'https:';
  return computeHeaders(helmetOptions(apiDirectives, isHttps, false));
}

/**
 * Security headers on every answer: pages, API, files and errors (nosniff, frame-ancestors 'none', a
 * Referrer-Policy, the CSP, HSTS under https), set in the app's first `onRequest` hook, before any handler;
 * answers under `/api/` get the API's (a policy that allows nothing, no document-only headers); a route that
 * needs another policy declares `config: { securityHeaders: apiDocsSecurityHeaders(...) }`.
 */
export function installSecurityHeaders(app: FastifyInstance, appUrl: string, framing?: FramedPages): void {
  const appHeaders = policyHeaders(appUrl, appDirectives);
  const apiHeaders = apiHeadersOf(appUrl);
  const framedHeaders = framedPageHeaders(appUrl);
  app.addHook('onRequest', (request, reply, done) => {
    const ownHeaders = request.routeOptions.config.securityHeaders;
    const pathname = request.url.split('?')[0] ?? '';
    const owner = ownHeaders || !framing ? null : framing.ownerOf(pathname);
    if (!owner || !framing) {
      reply.headers(ownHeaders ?? (request.url.startsWith('/api/') ? apiHeaders : appHeaders));
      done();
      return;
    }
    framing.originsOf(owner).then(
      (origins) => {
        reply.headers(framedHeaders(origins));
        done();
      },
      (error: unknown) => {
        // Not knowing who may frame it, nobody may: the page itself still answers.
        request.log.warn({ err: error }, 'framing origins look-up failed');
        reply.headers(appHeaders);
        done();
      },
    );
  });
}

/**
 * The pages another site may frame (the booking box, issue 38): which owner a page path belongs to, and the
 * origins that owner registered. Every other page keeps `frame-ancestors 'none'`.
 */
export type FramedPages = {
  ownerOf: (pathname: string) => { kind: string; id: string } | null;
  originsOf: (owner: { kind: string; id: string }) => Promise<readonly string[]>;
};

/**
 * The headers of a framed page: the app's, with `frame-ancestors` the owner's origins (`'none'` when it has none)
 * and no `X-Frame-Options` then (it cannot name origins; browsers follow `frame-ancestors` when both are sent).
 * Kept per list of origins.
 */
export function framedPageHeaders(appUrl: string): (origins: readonly string[]) => SecurityHeaders {
  const isHttps = new URL(appUrl).protocol === 'https:';
  const byOrigins = new Map<string, SecurityHeaders>();
  return (origins) => {
    const key = origins.join(' ');
    let headers = byOrigins.get(key);
    if (!headers) {
      const directives = {
        ...appDirectives(isHttps),
        'frame-ancestors': origins.length ? [...origins] : ["'none'"],
      };
      const { 'x-frame-options': frameOptions, ...rest } = computeHeaders(helmetOptions(directives, isHttps));
      headers =
        origins.length || frameOptions === undefined ? rest : { ...rest, 'x-frame-options': frameOptions };
      if (byOrigins.size > 1000) {
        byOrigins.clear();
      }
      byOrigins.set(key, headers);
    }
    return headers;
  };
}

export function apiDocsSecurityHeaders(appUrl: string): SecurityHeaders {
  return policyHeaders(appUrl, apiDocsDirectives);
}

/** The headers of an answer Fastify sends before any hook runs (a URL that is not valid percent-encoding). */
export const PRE_ROUTING_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
} as const;
