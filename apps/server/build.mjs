// Bundles the server (its own TypeScript, the domain package and most npm packages) into dist/ as plain ESM, so
// production starts with plain `node`: no TypeScript compile, and a few large files instead of thousands of small
// modules to resolve and read (better-auth alone loads about 3x faster bundled). Skipped when dist/ was built from
// exactly the current sources; `node build.mjs --force` rebuilds anyway.
import { join } from 'node:path';
import { isUpToDate, sourceDigest, writeStamp } from '../../scripts/source-stamp.mjs';

const inputs = [
  'apps/server/src',
  'apps/server/build.mjs',
  'apps/server/package.json',
  'packages/domain/src',
  'apps/web/scripts/catalogues.mjs',
  'package-lock.json',
];

// Packages that stay in node_modules: they load files beside their own code at run time (wasm, native binaries,
// static assets, package.json, worker scripts), or load only when configured (Stripe, S3, SMTP) and are large.
const external = [
  '@electric-sql/pglite',
  '@electric-sql/pglite/*',
  'sharp',
  '@fastify/swagger',
  '@fastify/swagger-ui',
  'pino',
  'pino-pretty',
  'thread-stream',
  'pg-native',
  'stripe',
  '@aws-sdk/*',
  'nodemailer',
];

export async function buildServer({ force = false } = {}) {
  const dist = join(import.meta.dirname, 'dist');
  const stamp = join(dist, '.source-hash');
  const digest = sourceDigest(inputs);
  if (!force && isUpToDate(stamp, digest, [join(dist, 'main.js')])) {
    return;
  }
  const { build } = await import('esbuild');
  const { readFile } = await import('node:fs/promises');
  const { CATALOGUE_FILE, compileCatalogue } = await import('../web/scripts/catalogues.mjs');
  // The domain's translation catalogues, compiled as the storefront's build compiles them: no message parser at run time.
  const catalogues = {
    name: 'roteiro-catalogues',
    setup(esbuild) {
      esbuild.onLoad({ filter: /[\\/]locales[\\/][\w-]+[\\/]\w+\.json$/ }, async ({ path }) => {
        const match = CATALOGUE_FILE.exec(path);
        if (!match) {
          return undefined;
        }
        return {
          contents: JSON.stringify(compileCatalogue(await readFile(path, 'utf8'), match[2])),
          loader: 'json',
        };
      });
    },
  };
  await build({
    absWorkingDir: import.meta.dirname,
    entryPoints: {
      main: 'src/main.ts',
      'seed-cli': 'src/seed/seed-cli.ts',
      'routes-cli': 'src/routes-cli.ts',
      'reseller-cli': 'src/modules/distribution/reseller-cli.ts',
      'things-to-do-cli': 'src/modules/distribution/things-to-do-cli.ts',
    },
    outdir: 'dist',
    bundle: true,
    platform: 'node',
    format: 'esm',
    // Chunks for dynamic imports: the Stripe, S3 and SMTP clients, sharp and the seed load only when needed.
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    target: 'node20',
    external,
    // Bundled CommonJS packages call require() for Node's built-ins; ESM has none, so each file gets its own.
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
    // The domain package is our own source: bundle it rather than resolving its .ts exports at run time.
    alias: { '@roteiro/domain': '../../packages/domain/src' },
    plugins: [catalogues],
    sourcemap: true,
    logLevel: 'warning',
  });
  writeStamp(stamp, digest);
}

if (import.meta.filename === process.argv[1]) {
  await buildServer({ force: process.argv.includes('--force') });
}
