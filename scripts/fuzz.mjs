// `npm run fuzz`: every write route gets 1,000 random bodies (RANDOM_BODIES sets another count) with a fresh seed
// (RANDOM_BODIES_SEED replays one), on PostgreSQL when TEST_DATABASE_URL is set, else on the embedded PGlite.
// `npm test` runs the same test with a fixed seed and 50 bodies per route. A failure names its seed.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const seed = process.env.RANDOM_BODIES_SEED || String(Math.floor(Math.random() * 2 ** 31));
const bodies = process.env.RANDOM_BODIES || '1000';
const database = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
console.log(`fuzz: ${bodies} random bodies per write route, seed ${seed}, on ${database}`);
const result = spawnSync(
  'npx',
  [
    'vitest',
    'run',
    '--project',
    process.env.TEST_DATABASE_URL ? 'server-postgres' : 'server-pglite',
    'test/random-bodies.int.test.ts',
  ],
  {
    cwd: join(root, 'apps', 'server'),
    stdio: 'inherit',
    env: { ...process.env, RANDOM_BODIES_SEED: seed, RANDOM_BODIES: bodies, SERVER_TESTS: 'all' },
  },
);
if (result.status !== 0) {
  console.log(`\nfuzz failed with seed ${seed}: RANDOM_BODIES_SEED=${seed} npm run fuzz replays it.`);
}
process.exit(result.status ?? 1);
