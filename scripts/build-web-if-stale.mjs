// Builds the web app unless apps/web/dist was built from exactly the current sources (keeps restarts fast).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const inputs = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/package.json',
  'packages/domain/src',
  'package-lock.json',
];
const stamp = join(root, 'apps/web/dist/.source-hash');

function* files(path) {
  if (!existsSync(path)) {
    return;
  }
  if (statSync(path).isDirectory()) {
    for (const name of readdirSync(path).sort()) {
      yield* files(join(path, name));
    }
  } else {
    yield path;
  }
}

const hash = createHash('sha256');
for (const input of inputs) {
  for (const file of files(join(root, input))) {
    hash.update(file.slice(root.length)).update(readFileSync(file));
  }
}
const digest = hash.digest('hex');
if (
  existsSync(stamp) &&
  readFileSync(stamp, 'utf8') === digest &&
  existsSync(join(root, 'apps/web/dist/index.html'))
) {
  console.log('web app is up to date');
  process.exit(0);
}
const result = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
if (result.status !== 0) {
  process.exit(result.status ?? 1);
}
writeFileSync(stamp, digest);
