import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module, the build's own (scripts/build.mjs)
import { buildClient } from '../scripts/client-build.mjs';
// @ts-expect-error: a plain ES module shared with the benchmark scripts
import { FIRST_LOAD_BUDGET, firstLoad, STOREFRONT_PAGES } from '../scripts/first-load.mjs';

/**
 * The storefront's first load stays light: the app's entry plus the page's own chunk, with all
 * they import statically, at most 161 KB of JavaScript and 40 KB of CSS as the server sends them, in a
 * handful of files; and no map code until a map is on screen. Builds the app into a temporary folder, as
 * `npm run build` does.
 */
type TFirstLoad = {
  js: { brotli: number; gzip: number };
  css: { brotli: number; gzip: number };
  jsFiles: string[];
  cssFiles: string[];
};
const pages = STOREFRONT_PAGES as Record<string, string>;
const measure = firstLoad as (distDir: string, page: string) => TFirstLoad;
const budget = FIRST_LOAD_BUDGET as { js: number; css: number };

const outDir = mkdtempSync(join(tmpdir(), 'roteiro-web-budget-'));

beforeAll(async () => {
  // Vite builds React's development code when NODE_ENV says so, and vitest sets it to 'test'.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await buildClient({ root: join(import.meta.dirname, '..'), outDir, logLevel: 'silent' });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
}, 120_000);

afterAll(() => rmSync(outDir, { recursive: true, force: true }));

/** JavaScript files of a first load (scripts/client-build.mjs groups them; left alone they are some sixty). */
const MAX_FIRST_LOAD_FILES = 8;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

describe('storefront first load', () => {
  for (const [name, page] of Object.entries(pages)) {
    it(`${name}: at most ${kb(budget.js)} of JavaScript and ${kb(budget.css)} of CSS, compressed`, () => {
      const load = measure(outDir, page);
      const report = `${name}: JS ${kb(load.js.brotli)} (gzip ${kb(load.js.gzip)}), CSS ${kb(load.css.brotli)} (gzip ${kb(load.css.gzip)})`;
      expect(load.js.brotli, report).toBeLessThanOrEqual(budget.js);
      expect(load.css.brotli, report).toBeLessThanOrEqual(budget.css);
      // Each file is a request (and a round trip on a slow network) before the page can respond.
      expect(load.jsFiles.length, load.jsFiles.join(' ')).toBeLessThanOrEqual(MAX_FIRST_LOAD_FILES);
    });

    it(`${name}: carries no message catalogue (a page's texts come in its HTML, in its language only)`, () => {
      const load = measure(outDir, page);
      for (const file of load.jsFiles) {
        const code = readFileSync(join(outDir, file), 'utf8');
        // A text of each language's common catalogue.
        expect(code, file).not.toContain('Tours and experiences in Portugal');
        expect(code, file).not.toContain('Passeios e experiências em Portugal');
      }
    });

    it(`${name}: carries no map code`, () => {
      const load = measure(outDir, page);
      for (const file of load.jsFiles) {
        expect(readFileSync(join(outDir, file), 'utf8'), file).not.toContain('leaflet-container');
      }
    });
  }

  it('notices a catalogue where there is one (the check itself can fail)', () => {
    const load = measure(outDir, 'src/shared/i18n/locales/pt-PT/common.json');
    const hasCatalogue = load.jsFiles.some((file) =>
      readFileSync(join(outDir, file), 'utf8').includes('Passeios e experiências em Portugal'),
    );
    expect(hasCatalogue).toBe(true);
  });

  it('notices map code where there is some (the check itself can fail)', () => {
    const load = measure(outDir, 'src/features/catalogue-public/MeetingPointMap.tsx');
    const hasLeaflet = load.jsFiles.some((file) =>
      readFileSync(join(outDir, file), 'utf8').includes('leaflet-container'),
    );
    expect(hasLeaflet).toBe(true);
  });
});

describe("the guide app's service worker", () => {
  it('keeps only files the build has (one missing file fails its installation, and the app never works offline)', () => {
    const worker = readFileSync(join(outDir, 'sw.js'), 'utf8');
    const precache = JSON.parse(/"precache":(\[[^\]]*\])/.exec(worker)?.[1] ?? '[]') as string[];
    expect(precache.length).toBeGreaterThan(10);
    const publicDir = join(import.meta.dirname, '..', 'public');
    const missing = precache.filter(
      (path) => !existsSync(join(outDir, path)) && !existsSync(join(publicDir, path)),
    );
    expect(missing).toEqual([]);
  });
});
