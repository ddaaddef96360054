// What a visitor's browser downloads for the first view of a storefront page, compressed: the app's entry
// and the page's own chunk, with every chunk and style sheet they import statically (what loads later,
// through dynamic import, is left out). Read from the build's manifest (vite `build.manifest`).

import { existsSync, readFileSync as read } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** The storefront's first views and the page module each one renders. */
export const STOREFRONT_PAGES = {
  home: 'src/routes/storefront/HomePage.tsx',
  discover: 'src/routes/storefront/DiscoverPage.tsx',
  details: 'src/routes/storefront/ActivityDetailsPage.tsx',
  concierge: 'src/routes/storefront/ConciergePage.tsx',
  passes: 'src/routes/storefront/PassesPage.tsx',
  gallery: 'src/routes/storefront/GalleryPage.tsx',
  faq: 'src/routes/storefront/FaqPage.tsx',
  sitePage: 'src/routes/storefront/SitePage.tsx',
};

/**
 * Budgets of issue 10, in compressed bytes as the server sends them: brotli (the `.br` files the build
 * writes; every current browser asks for it). Gzip sizes are reported beside them. JavaScript went from 160 to
 * 161 KB with issue 36 (every screen's title and texts in two languages: see docs/decisions.md).
 */
export const FIRST_LOAD_BUDGET = { js: 161 * 1024, css: 40 * 1024 };

export function firstLoad(distDir, pageModule) {
  const manifest = JSON.parse(read(join(distDir, '.vite/manifest.json'), 'utf8'));
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const js = new Set();
  const css = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk) {
      throw new Error(`${key} is not in the build's manifest`);
    }
    if (js.has(chunk.file)) {
      return;
    }
    js.add(chunk.file);
    for (const sheet of chunk.css ?? []) {
      css.add(sheet);
    }
    for (const imported of chunk.imports ?? []) {
      visit(imported);
    }
  };
  visit(entryKey);
  // The entry imports the app once the page is painted (src/app/boot.ts): it is part of every first load.
  visit('src/app/main.tsx');
  visit(pageModule);
  const gzipped = (file) => gzipSync(read(join(distDir, file)), { level: 9 }).length;
  const brotli = (file) => {
    const path = join(distDir, `${file}.br`);
    return existsSync(path)
      ? read(path).length
      : brotliCompressSync(read(join(distDir, file)), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
          .length;
  };
  const sum = (files, size) => [...files].reduce((total, file) => total + size(file), 0);
  return {
    js: { brotli: sum(js, brotli), gzip: sum(js, gzipped) },
    css: { brotli: sum(css, brotli), gzip: sum(css, gzipped) },
    jsFiles: [...js],
    cssFiles: [...css],
  };
}
