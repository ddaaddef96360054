import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
// @ts-expect-error: a plain ES module, shared with the unit tests' config
import { cataloguePlugin } from './scripts/catalogues.mjs';
import {
  FORGET_DATA_PATTERNS,
  GUIDE_START_PAGE,
  OFFLINE_DATA_PATTERNS,
  OFFLINE_PAGE_PATTERNS,
  SERVICE_WORKER_PATH,
  WEB_MANIFEST_PATH,
} from './src/pwa/offlineScope.ts';

const API_ORIGIN = 'http://localhost:3000';
/**
 * The API refuses writes whose Origin is not its APP_URL (cross-site requests, issue 15): the dev server's pages
 * (another port, another origin) reach it through this proxy as if they were the API's own.
 */
const asApiOrigin = {
  target: API_ORIGIN,
  configure: (proxyServer: {
    on: (event: 'proxyReq', listener: (request: TProxyRequest) => void) => void;
  }) => {
    proxyServer.on('proxyReq', (request) => {
      if (request.getHeader('origin')) {
        request.setHeader('origin', API_ORIGIN);
      }
    });
  },
};
type TProxyRequest = {
  getHeader: (name: string) => unknown;
  setHeader: (name: string, value: string) => void;
};
const proxy = { '/api': asApiOrigin, '/sitemap.xml': API_ORIGIN };

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) =>
      entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
    ),
  );
  return nested.flat();
}

/**
 * Writes `.br` and `.gz` beside every text file of the build, at the strongest settings (done once, at build
 * time), so the server sends them as they are instead of compressing each request.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  let isSkipped = false;
  return {
    name: 'roteiro-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
      // Nothing to compress in the server's module or in a build that writes nothing (scripts/client-build.mjs).
      isSkipped = Boolean(config.build.ssr) || config.build.write === false;
    },
    async closeBundle() {
      if (isSkipped) {
        return;
      }
      const files = (await filesUnder(outDir)).filter((file) => COMPRESSIBLE.test(file));
      await Promise.all(
        files.map(async (file) => {
          if ((await stat(file)).size < 1024) {
            return;
          }
          const bytes = await readFile(file);
          const [br, gz] = await Promise.all([
            promisify(brotliCompress)(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
            promisify(gzip)(bytes, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
        }),
      );
    },
  };
}

type TBundle = Record<
  string,
  {
    type: string;
    facadeModuleId?: string | null;
    imports?: string[];
    viteMetadata?: { importedCss: Set<string> };
  }
>;

/** The file of the chunk whose entry is `moduleId`, with every file it imports statically. */
function staticClosure(bundle: TBundle, moduleId: string): string[] {
  const start = Object.entries(bundle).find(([, item]) => item.facadeModuleId === moduleId)?.[0];
  if (!start) {
    throw new Error(`${moduleId} is not a chunk of the build`);
  }
  const files = new Set<string>();
  const visit = (file: string) => {
    if (!files.has(file)) {
      files.add(file);
      for (const imported of bundle[file]?.imports ?? []) {
        visit(imported);
      }
    }
  };
  visit(start);
  return [...files];
}

/**
 * The head in the order a phone should fetch it: the styles first (they hold the first paint), then the
 * text font (preloaded, so that the first paint lays the text out once, in its own font, instead of in a
 * fallback and again when the font arrives), then the code.
 */
function headOrder(font: RegExp): Plugin {
  return {
    name: 'roteiro-head-order',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const fontFile = Object.keys(context.bundle ?? {}).find((fileName) => font.test(fileName));
        if (!fontFile) {
          throw new Error(`no font file matches ${font}`);
        }
        // The entry imports the app once the page is painted (src/app/boot.ts): fetch it meanwhile, and
        // link its styles here, so that they hold the first paint as they must.
        const bundle: TBundle = context.bundle ?? {};
        const appFiles = staticClosure(bundle, join(import.meta.dirname, 'src/app/main.tsx'));
        const appStyles = appFiles
          .flatMap((file) => [...(bundle[file]?.viteMetadata?.importedCss ?? [])])
          .filter((file) => !html.includes(`/${file}"`))
          .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`);
        const styles = [...(html.match(/<link rel="stylesheet"[^>]*>/g) ?? []), ...new Set(appStyles)];
        const appPreloads = appFiles
          .filter((file) => !html.includes(`/${file}"`))
          .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
        const fontPreload = `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${fontFile}">`;
        const withoutStyles = (html.match(/<link rel="stylesheet"[^>]*>/g) ?? []).reduce(
          (result, tag) => result.replace(`${tag}\n`, '').replace(tag, ''),
          html,
        );
        return withoutStyles
          .replace(
            /(\s*)<script type="module"/,
            (match, space: string) => `${space}${[...styles, fontPreload].join(space)}${match}`,
          )
          .replace(/(\s*)(<script type="module"[^>]*><\/script>)/, (_match, space: string, script: string) =>
            [space, script, ...appPreloads.map((tag) => `${space}${tag}`)].join(''),
          );
      },
    },
  };
}

/** The guide's screens (app/routes): kept on the phone with everything they load, at once or later. */
const GUIDE_PAGE_MODULES = [
  'src/routes/operator/UpcomingActivitiesPage.tsx',
  'src/routes/operator/GuiderDashboardPage.tsx',
  'src/routes/checkin/StartActivityPage.tsx',
  'src/routes/checkin/ScanTicketPage.tsx',
];

type TOutputChunk = {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  dynamicImports: string[];
  viteMetadata?: { importedCss: Set<string>; importedAssets: Set<string> };
};

/**
 * The files the guide's app needs with no network: the entry and the app (static imports only: the app's
 * dynamic imports are every page of the site), each guide screen with all it imports (its scanner too), the
 * texts of both languages, the styles and the fonts.
 */
function guidePrecache(bundle: Record<string, { type: string; fileName: string }>, root: string): string[] {
  const chunks = Object.values(bundle).filter((item): item is TOutputChunk => item.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const files = new Set<string>();
  const visit = (chunk: TOutputChunk | undefined, withDynamic: boolean) => {
    if (!chunk || files.has(chunk.fileName)) {
      return;
    }
    files.add(chunk.fileName);
    for (const file of [
      ...(chunk.viteMetadata?.importedCss ?? []),
      ...(chunk.viteMetadata?.importedAssets ?? []),
    ]) {
      files.add(file);
    }
    for (const file of [...chunk.imports, ...(withDynamic ? chunk.dynamicImports : [])]) {
      visit(byFile.get(file), withDynamic);
    }
  };
  const byModule = (module: string) => {
    const chunk = chunks.find((candidate) => candidate.facadeModuleId === join(root, module));
    if (!chunk) {
      throw new Error(`${module} is not a chunk of the build (the guide's offline files)`);
    }
    return chunk;
  };
  for (const entry of chunks.filter((chunk) => chunk.isEntry)) {
    visit(entry, false);
  }
  visit(byModule('src/app/main.tsx'), false);
  for (const module of GUIDE_PAGE_MODULES) {
    visit(byModule(module), true);
  }
  for (const chunk of chunks.filter((candidate) =>
    candidate.facadeModuleId?.includes('/src/shared/i18n/locales/'),
  )) {
    visit(chunk, false);
  }
  for (const item of Object.values(bundle)) {
    if (item.fileName.endsWith('.woff2') || item.fileName.endsWith('.css')) {
      files.add(item.fileName);
    }
  }
  return [...files].sort().map((file) => `/${file}`);
}

/**
 * Writes dist/sw.js, the guide app's service worker (src/pwa/service-worker.js), with the build's files to keep
 * and the patterns of what it serves offline (src/pwa/offlineScope.ts); its version changes with those files.
 */
function serviceWorker(): Plugin {
  let isSkipped = false;
  let root = '';
  return {
    name: 'roteiro-service-worker',
    apply: 'build',
    // After Vite's CSS plugin has removed the chunks that held only styles: a precached file that is not in the
    // build fails the worker's installation (a modal's styles once made such a chunk).
    enforce: 'post',
    configResolved(config) {
      root = config.root;
      isSkipped = Boolean(config.build.ssr);
    },
    generateBundle(_options, bundle) {
      if (isSkipped) {
        return;
      }
      const precache = [...guidePrecache(bundle, root), WEB_MANIFEST_PATH, '/favicon.svg', ...GUIDE_ICONS];
      const settings = {
        version: '',
        precache,
        shell: GUIDE_START_PAGE,
        pages: OFFLINE_PAGE_PATTERNS,
        data: OFFLINE_DATA_PATTERNS,
        forget: FORGET_DATA_PATTERNS,
      };
      const template = readFileSync(join(root, 'src/pwa/service-worker.js'), 'utf8');
      settings.version = createHash('sha256')
        .update(JSON.stringify(settings))
        .update(template)
        .digest('hex')
        .slice(0, 12);
      this.emitFile({
        type: 'asset',
        fileName: SERVICE_WORKER_PATH.slice(1),
        source: `self.ROTEIRO_OFFLINE_BUILD = ${JSON.stringify(settings)};\n${template}`,
      });
    },
  };
}

/** The guide app's icons (public/icons), listed in public/manifest.webmanifest. */
const GUIDE_ICONS = ['/icons/guide-192.png', '/icons/guide-512.png', '/icons/guide-maskable-512.png'];

export default defineConfig({
  plugins: [
    cataloguePlugin() as Plugin,
    react(),
    serviceWorker(),
    precompress(),
    headOrder(/inter-latin-wght-normal-[\w-]+\.woff2$/),
  ],
  server: { port: 5173, proxy },
  preview: { port: 4173, proxy },
  build: { outDir: 'dist', emptyOutDir: true, manifest: true },
});
