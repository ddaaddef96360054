import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { loadConfigOrExit } from '../../config.ts';
import { openDatabaseForCommand } from '../../db/cli-database.ts';
import { createLogger } from '../../logger.ts';
import { buildThingsToDoFeed } from './things-to-do-feed.ts';

// `npm run feed:things-to-do -- --out FILE`: Google's Things to do product feed as a JSON file, to upload. An
// embedded database must never be opened by two processes: with the server running, this stops at once (stop the
// server first, or fetch GET /feeds/things-to-do with a reseller key); PostgreSQL runs beside it.
const USAGE = 'usage: npm run feed:things-to-do -- --out <file.json>';
const args = process.argv.slice(2);
const outAt = args.indexOf('--out');
const out = outAt >= 0 ? args[outAt + 1] : undefined;
if (!out || out.startsWith('--') || args.length !== 2) {
  process.stderr.write(`${USAGE}\n`);
  process.exit(2);
}
// npm runs the script in apps/server: a relative path is the caller's (INIT_CWD), as the user typed it.
const outFile = resolve(process.env.INIT_CWD ?? process.cwd(), out);
const config = loadConfigOrExit();
const log = createLogger(config.logLevel);

const database = await openDatabaseForCommand(config, log);
try {
  const feed = await buildThingsToDoFeed(database.db, config.appUrl, new Date());
  writeFileSync(outFile, `${JSON.stringify(feed, null, 2)}\n`);
  process.stdout.write(`Things to do feed: ${feed.products.length} products written to ${outFile}.\n`);
} finally {
  await database.close();
}
