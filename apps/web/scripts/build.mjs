// Builds the web app: the browser's files into the output folder (default dist), and the server-rendering
// module of the storefront into `<outDir>/.ssr/entry-server.js`, which the server loads to render pages.
//   node scripts/build.mjs [--outDir <folder>]
import { join, resolve } from 'node:path';
import { build } from 'vite';
import { buildClient } from './client-build.mjs';

const root = join(import.meta.dirname, '..');
const flag = process.argv.indexOf('--outDir');
const outDir = resolve(root, flag > 0 ? process.argv[flag + 1] : 'dist');

await buildClient({ root, outDir });
await build({
  root,
  mode: 'production',
  logLevel: 'warn',
  // One self-contained module: the server needs no web package at run time.
  ssr: { noExternal: true },
  build: {
    ssr: 'src/app/entry-server.tsx',
    outDir: join(outDir, '.ssr'),
    emptyOutDir: true,
    manifest: false,
    copyPublicDir: false,
  },
});
