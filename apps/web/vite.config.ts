import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
// @ts-expect-error: a plain ES module, shared with the unit tests' config
import { cataloguePlugin } from './scripts/catalogues.mjs';

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

export default defineConfig({
  plugins: [
    cataloguePlugin() as Plugin,
    react(),
    precompress(),
    headOrder(/inter-latin-wght-normal-[\w-]+\.woff2$/),
  ],
  server: { port: 5173, proxy },
  preview: { port: 4173, proxy },
  build: { outDir: 'dist', emptyOutDir: true, manifest: true },
});
