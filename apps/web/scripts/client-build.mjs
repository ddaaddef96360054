// The browser's files, built in two passes so that a storefront page loads in a few requests.
//
// Left to itself, the bundler (Rolldown 1.2) splits every module that the entry and a later page share into
// a file of its own: the home page then starts with some sixty small JavaScript requests, which a phone on
// a slow network pays for in round trips before anything can respond (a known Rolldown issue with Vite's
// HTML entry: https://github.com/rolldown/rolldown/issues/10731). So a first pass, written nowhere, shows
// which modules the entry needs before any page renders, and which ones the storefront's server-rendered
// pages add; the second pass, the real one, puts them into a few chunks:
//   app          what every page needs first (React, the router, the layout, the Mantine parts it uses;
//                src/app/main.tsx, which the entry imports once the page is painted)
//   storefront   what two or more storefront pages share
//   <Page>       what one storefront page alone needs
// Everything else (operator pages, dialogs, the map) is split as the bundler likes, loaded when needed.

import { join } from 'node:path';
import { build } from 'vite';

/** The app, which the HTML's entry (src/app/boot.ts) imports once the page is painted. */
export const APP_MODULE = 'src/app/main.tsx';

/** The storefront pages rendered on the server (app/routes/storefrontRoutes.tsx), by module path. */
export const STOREFRONT_PAGE_MODULES = [
  'src/routes/storefront/HomePage.tsx',
  'src/routes/storefront/DiscoverPage.tsx',
  'src/routes/storefront/CategoryToursPage.tsx',
  'src/routes/storefront/ActivityDetailsPage.tsx',
  'src/routes/storefront/EventDetailsPage.tsx',
  'src/routes/storefront/NotFoundPage.tsx',
  'src/routes/storefront/ConciergePage.tsx',
  'src/routes/storefront/PassesPage.tsx',
  'src/routes/storefront/GalleryPage.tsx',
  'src/routes/storefront/FaqPage.tsx',
  'src/routes/storefront/BlogIndexPage.tsx',
  'src/routes/storefront/BlogArticlePage.tsx',
  'src/routes/storefront/SitePage.tsx',
  'src/routes/storefront/ManageBookingDetailsPage.tsx',
];

/** The modules of a chunk and of every chunk it imports statically. */
function modulesFrom(chunk, chunksByFile) {
  const modules = new Set();
  const seen = new Set();
  const visit = (current) => {
    if (!current || seen.has(current.fileName)) {
      return;
    }
    seen.add(current.fileName);
    for (const id of current.moduleIds) {
      modules.add(id);
    }
    for (const imported of current.imports) {
      visit(chunksByFile.get(imported));
    }
  };
  visit(chunk);
  return modules;
}

/** Module id → the chunk it belongs in, from the first pass's output. */
export function firstLoadGroups(chunks, root) {
  const chunksByFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!entry) {
    throw new Error('the first build pass has no entry chunk');
  }
  const main = chunks.find((chunk) => chunk.facadeModuleId === join(root, APP_MODULE));
  if (!main) {
    throw new Error(`${APP_MODULE} is not a chunk of its own in the first build pass`);
  }
  const groups = new Map();
  // Entry modules stay in their own chunks (the app's, each page's), and the HTML's entry chunk keeps its
  // own modules: only what they import is grouped. An entry chunk left empty would be merged away, and the
  // build's manifest lose its entry.
  const facades = new Set(chunks.map((chunk) => chunk.facadeModuleId).filter(Boolean));
  for (const id of entry.moduleIds) {
    facades.add(id);
  }
  // The bundler's and Vite's own helpers (virtual modules, e.g. the preload helper the entry uses to load
  // the app) stay where the bundler puts them: grouped into the app, the entry would wait for all of it.
  const isHelper = (id) => id.startsWith('\0');
  for (const id of [...modulesFrom(entry, chunksByFile), ...modulesFrom(main, chunksByFile)]) {
    if (!facades.has(id) && !isHelper(id)) {
      groups.set(id, 'app');
    }
  }
  for (const page of STOREFRONT_PAGE_MODULES) {
    const chunk = chunks.find((candidate) => candidate.facadeModuleId === join(root, page));
    if (!chunk) {
      throw new Error(`${page} is not a chunk of its own in the first build pass`);
    }
    const name = page
      .split('/')
      .pop()
      .replace(/\.tsx$/, '');
    for (const id of modulesFrom(chunk, chunksByFile)) {
      const group = groups.get(id);
      if (facades.has(id) || isHelper(id)) {
        continue;
      }
      if (group === undefined) {
        groups.set(id, name);
      } else if (group !== 'app' && group !== name) {
        groups.set(id, 'storefront');
      }
    }
  }
  return groups;
}

/**
 * Builds the browser's files into `outDir` (vite.config.ts has the rest of the settings).
 * @param {{ root: string, outDir: string, logLevel?: 'info' | 'warn' | 'silent' }} options
 */
export async function buildClient({ root, outDir, logLevel = 'info' }) {
  const probe = await build({
    root,
    mode: 'production',
    logLevel: 'silent',
    build: { outDir, write: false, emptyOutDir: false },
  });
  const output = (Array.isArray(probe) ? probe : [probe]).flatMap((result) => result.output ?? []);
  const groups = firstLoadGroups(
    output.filter((item) => item.type === 'chunk'),
    root,
  );
  await build({
    root,
    mode: 'production',
    logLevel,
    build: {
      outDir,
      emptyOutDir: true,
      rolldownOptions: {
        output: {
          codeSplitting: {
            // The groups hold exactly the modules the first pass put in those chunks: their imports
            // beyond that (e.g. a library's index of everything) must not come along.
            includeDependenciesRecursively: false,
            groups: [{ name: (id) => groups.get(id) ?? null }],
          },
        },
      },
    },
  });
}
