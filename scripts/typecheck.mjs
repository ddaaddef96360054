// Type-checks every workspace that has a `typecheck` script and the benchmarks, two at a time (the machine has two cores; one after
// the other the four took most of a minute). Prints each one's output and fails if any fails.
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

function typecheck(dir) {
  return new Promise((resolve) => {
    const child = projects.includes(dir)
      ? spawn('npx', ['tsc', '-p', join(dir, 'tsconfig.json'), '--noEmit'], { cwd: root })
      : spawn('npm', ['run', 'typecheck', '--silent', '-w', dir], { cwd: root });
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

const queue = [...checked, ...projects];
const results = [];
await Promise.all(
  Array.from({ length: 2 }, async () => {
    for (let dir = queue.shift(); dir; dir = queue.shift()) {
      results.push(await typecheck(dir));
    }
  }),
);
process.exit(results.every(Boolean) ? 0 : 1);
