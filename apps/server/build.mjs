// Bundles the server's own TypeScript (and the domain package) into dist/ as plain ESM, leaving npm packages
// external, so production starts with plain `node` instead of compiling TypeScript on every start.
import { build } from 'esbuild';

await build({
  absWorkingDir: import.meta.dirname,
  entryPoints: { main: 'src/main.ts', 'seed-cli': 'src/seed/seed-cli.ts', 'routes-cli': 'src/routes-cli.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  // Chunks for dynamic imports: the Stripe, S3 and SMTP clients load only when configured.
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  target: 'node20',
  packages: 'external',
  // The domain package is our own source: bundle it rather than resolving its .ts exports at run time.
  alias: { '@roteiro/domain': '../../packages/domain/src' },
  sourcemap: true,
  logLevel: 'warning',
});
