import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

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

/** The same answer headers for every route; only the policy differs where a route says so. */
function helmetOptions(directives: Directives, isHttps: boolean): FastifyHelmetOptions {
  return {
    contentSecurityPolicy: { useDefaults: false, directives },
    // Sent without the path to other sites (the map tile servers ask for a Referer); in full on our own.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    // Media may be shown by our own subdomains (a separate www), not embedded by other sites.
    crossOriginResourcePolicy: { policy: 'same-site' },
    // HSTS only when the app is reached over https (a year; subdomains are the operator's own business).
    strictTransportSecurity: isHttps ? { maxAge: 31_536_000, includeSubDomains: false } : false,
  };
}

/**
 * Security headers on every answer: pages, API, files and errors (nosniff, frame-ancestors 'none', a
 * Referrer-Policy, the CSP, HSTS under https). `@fastify/helmet` sets them in `onRequest`, before any handler;
 * a route that needs another policy declares `helmet: apiDocsHelmet(...)`.
 */
export async function installSecurityHeaders(app: FastifyInstance, appUrl: string): Promise<void> {
  const isHttps = new URL(appUrl).protocol === 'https:';
  await app.register(helmet, { global: true, ...helmetOptions(appDirectives(isHttps), isHttps) });
}

export function apiDocsHelmet(appUrl: string): FastifyHelmetOptions {
  const isHttps = new URL(appUrl).protocol === 'https:';
  return helmetOptions(apiDocsDirectives(isHttps), isHttps);
}

/** The headers of an answer Fastify sends before any hook runs (a URL that is not valid percent-encoding). */
export const PRE_ROUTING_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
} as const;
