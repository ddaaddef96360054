// Type-checks every workspace that has a `typecheck` script and the benchmarks, two at a time (the machine has two cores; one after
// the other they took over a minute), the slowest first, each incrementally: tsc keeps what it learnt under
// node_modules/.cache/typecheck and checks again only what changed since (the server: 29 s, then 7 s). Prints each
// one's output and fails if any fails.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const { workspaces } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const checked = workspaces.filter((dir) => {
  const { scripts } = JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8'));
  return Boolean(scripts?.typecheck);
});

// Projects outside the workspaces: the benchmarks (run by `npm run bench`, never by the suite).
const projects = ['scripts/bench'];
// The slowest first, so the two lanes end together.
const SLOWEST = ['apps/server', 'apps/web'];

function typecheck(dir) {
  return new Promise((resolve) => {
    const buildInfo = join('node_modules/.cache/typecheck', `${dir.replaceAll('/', '-')}.tsbuildinfo`);
    const child = spawn(
      'npx',
      ['tsc', '-p', join(dir, 'tsconfig.json'), '--noEmit', '--incremental', '--tsBuildInfoFile', buildInfo],
      { cwd: root },
    );
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('close', (code) => {
      console.log(`typecheck ${dir}: ${code === 0 ? 'ok' : 'failed'}`);
      if (output.trim()) {
        console.log(output.trimEnd());
      }
      resolve(code === 0);
    });
  });
}

const queue = [...checked, ...projects].sort(
  (a, b) => (SLOWEST.includes(b) ? 1 : 0) - (SLOWEST.includes(a) ? 1 : 0),
);
const results = [];
await Promise.all(
  Array.from({ length: 2 }, async () => {
    for (let dir = queue.shift(); dir; dir = queue.shift()) {
      results.push(await typecheck(dir));
    }
  }),
);
process.exit(results.every(Boolean) ? 0 : 1);
