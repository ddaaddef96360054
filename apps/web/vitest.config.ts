import { defineProject } from 'vitest/config';
// @ts-expect-error: a plain ES module, the build's own (vite.config.ts)
import { cataloguePlugin } from './scripts/catalogues.mjs';

export default defineProject({
  // The message catalogues are compiled on import, as in the build.
  plugins: [cataloguePlugin()],
  test: { name: 'web', include: ['src/**/*.test.ts'], environment: 'node' },
});
