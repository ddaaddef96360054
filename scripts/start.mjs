// `npm start`: builds what is stale (web app, server bundle), then runs the server in this same process, so a
// restart on a machine that already built costs one Node start (/api/health answers within 2 s of start).
import { setSourceMapsEnabled } from 'node:process';
import { buildServer } from '../apps/server/build.mjs';
import { buildWebIfStale } from './build-web-if-stale.mjs';

buildWebIfStale();
await buildServer();
// Stack traces point into the TypeScript sources only on request (`SOURCE_MAPS=1 npm start`): mapping the 1 MB
// bundle costs about 0.2 s of every start (docs/decisions.md).
if (process.env.SOURCE_MAPS === '1') {
  setSourceMapsEnabled(true);
}
await import('../apps/server/dist/main.js');
