import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { TLocale } from '@roteiro/domain/i18n/locale';
import type { FastifyInstance } from 'fastify';

/** The web build's server-rendering module (apps/web/src/app/entry-server.tsx). */
type EntryServer = {
  renderPage(
    url: string,
    locale: TLocale,
    getJson: (path: string) => Promise<unknown>,
    options?: { pseudo?: boolean },
  ): Promise<{
    meta: { title: string; description: string };
    messages: unknown;
    page: { status: number; html: string; state: unknown; module: string; isPrivate: boolean } | null;
  } | null>;
};

type ManifestChunk = { file: string; imports?: string[]; css?: string[]; isEntry?: boolean };

/**
 * A page path in one language: its title and description, the script with the messages it shows, and for a
 * storefront page its markup for `#root`, its head tags and its state script.
 */
export type RenderedPage = {
  meta: { title: string; description: string };
  messagesScript: string;
  page: {
    status: number;
    /** One visitor's page (a booking opened by its link): never kept by a cache. */
    isPrivate: boolean;
    rootHtml: string;
    /** The page module's own styles (they hold the first paint, like the app's). */
    styleTags: string;
    /** The page module's own code, to preload once the page is painted. */
    codeTags: string;
    stateScript: string;
  } | null;
};

/** The JSON inside `<script type="application/json">`: `<` escaped so no text can close the element. */
const scriptSafeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * Renders pages on the server with the web build's own module (loaded on the first page, so start-up stays
 * fast) in the visitor's language: every page gets its title, description and messages; storefront pages
 * also their markup, with their data fetched through the app's own API in-process. A path the app
 * redirects answers null, and a failure throws: the browser then renders the page itself.
 */
export function createPageRenderer(app: FastifyInstance, distDir: string) {
  const modulePath = join(distDir, '.ssr/entry-server.js');
  const manifestPath = join(distDir, '.vite/manifest.json');
  if (!existsSync(modulePath) || !existsSync(manifestPath)) {
    return null;
  }
  let entry: Promise<EntryServer> | undefined;
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;

  /**
   * The files a page module needs beyond the entry's and the app's (which index.html links): its chunks,
   * preloaded, and its styles, linked so that they hold the first paint like the app's.
   */
  const entryFiles = new Set<string>();
  const closure = (key: string, into: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) {
      return;
    }
    into.add(chunk.file);
    for (const sheet of chunk.css ?? []) {
      into.add(sheet);
    }
    for (const imported of chunk.imports ?? []) {
      closure(imported, into);
    }
  };
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (entryKey) {
    closure(entryKey, entryFiles);
  }
  // The HTML preloads the app as well (the entry imports it once the page is painted: src/app/boot.ts).
  closure('src/app/main.tsx', entryFiles);
  const pageFiles = (module: string) => {
    const files = new Set<string>();
    closure(module, files);
    return [...files].filter((file) => !entryFiles.has(file));
  };
  const styleTags = (module: string) =>
    pageFiles(module)
      .filter((file) => file.endsWith('.css'))
      .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`)
      .join('');
  const codeTags = (module: string) =>
    pageFiles(module)
      .filter((file) => !file.endsWith('.css'))
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
      .join('');

  const getJson = async (path: string) => {
    const res = await app.inject({ method: 'GET', url: path });
    if (res.statusCode !== 200) {
      throw new Error(`${path} answered ${res.statusCode}`);
    }
    return res.json() as unknown;
  };

  /** `isPseudo`: English in the browser tests' pseudo-locale (web-app.ts decides when). */
  return async (url: string, locale: TLocale, isPseudo = false): Promise<RenderedPage | null> => {
    entry ??= import(pathToFileURL(modulePath).href) as Promise<EntryServer>;
    const rendered = await (await entry).renderPage(url, locale, getJson, { pseudo: isPseudo });
    if (!rendered) {
      return null;
    }
    const { page } = rendered;
    return {
      meta: rendered.meta,
      // Data, never executed (no inline script); apps/web/src/shared/i18n/catalogues.ts reads it.
      messagesScript: `<script type="application/json" id="roteiro-messages">${scriptSafeJson(rendered.messages)}</script>`,
      page: page && {
        status: page.status,
        isPrivate: page.isPrivate,
        rootHtml: page.html,
        styleTags: styleTags(page.module),
        codeTags: codeTags(page.module),
        stateScript: `<script type="application/json" id="roteiro-state">${scriptSafeJson(page.state)}</script>`,
      },
    };
  };
}
