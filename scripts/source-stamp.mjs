// A digest of a build's source files, stored beside its output: a build runs again only when its sources changed,
// which keeps `npm start` fast on a machine that already built.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const repoRoot = join(import.meta.dirname, '..');

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

/** `inputs` are paths relative to the repository root (files or folders). */
export function sourceDigest(inputs) {
  const hash = createHash('sha256');
  for (const input of inputs) {
    for (const file of files(join(repoRoot, input))) {
      hash.update(file.slice(repoRoot.length)).update(readFileSync(file));
    }
  }
  return hash.digest('hex');
}

/** True when `stampFile` records `digest` and every `outputs` path exists. */
export function isUpToDate(stampFile, digest, outputs) {
  return (
    existsSync(stampFile) &&
    readFileSync(stampFile, 'utf8') === digest &&
    outputs.every((output) => existsSync(output))
  );
}

export function writeStamp(stampFile, digest) {
  writeFileSync(stampFile, digest);
}
