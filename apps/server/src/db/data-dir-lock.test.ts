import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirInUseError, type DataDirLock, lockDataDir } from './data-dir-lock.ts';

const dirs: string[] = [];
const locks: DataDirLock[] = [];

function newDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'roteiro-lock-'));
  dirs.push(dir);
  return dir;
}

async function lock(dir: string): Promise<DataDirLock> {
  const held = await lockDataDir(dir);
  locks.push(held);
  return held;
}

afterEach(async () => {
  await Promise.all(locks.splice(0).map((held) => held.release()));
  for (const dir of dirs.splice(0)) {
    rmSync(dir, { recursive: true, force: true });
  }
});

/** A process of its own that holds `dir` (through this module) until it is killed. */
async function holdInAnotherProcess(dir: string) {
  const child = spawn(
    'node',
    [
      '--import',
      'tsx',
      '--input-type=module',
      '-e',
      `const { lockDataDir } = await import(${JSON.stringify(join(import.meta.dirname, 'data-dir-lock.ts'))});
       await lockDataDir(${JSON.stringify(dir)});
       console.log('held');
       setInterval(() => {}, 1000);`,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('held')) {
        resolve();
      }
    });
    child.once('exit', (code) => reject(new Error(`the holder exited (${code})`)));
  });
  return child;
}

describe('lockDataDir', () => {
  it('holds a data directory for one holder at a time, and lets it go on release', async () => {
    const dir = newDir();
    const first = await lock(dir);
    const refused = await lockDataDir(dir).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DataDirInUseError);
    expect((refused as Error).message).toContain(
      `the embedded database in ${dir} is already open in another process`,
    );
    // Another directory is not held.
    await expect(lock(newDir())).resolves.toBeDefined();
    await first.release();
    await expect(lock(dir)).resolves.toBeDefined();
  });

  it('knows a directory by its real path (a link to it is the same directory)', async () => {
    const dir = join(newDir(), 'db');
    mkdirSync(dir);
    const link = join(newDir(), 'link-to-db');
    symlinkSync(dir, link);
    await lock(dir);
    await expect(lockDataDir(link)).rejects.toBeInstanceOf(DataDirInUseError);
  });

  it('is refused while another process holds it, and free the moment that process is killed', async () => {
    const dir = newDir();
    const holder = await holdInAnotherProcess(dir);
    try {
      await expect(lockDataDir(dir)).rejects.toBeInstanceOf(DataDirInUseError);
    } finally {
      holder.kill('SIGKILL');
      await new Promise((resolve) => holder.once('exit', resolve));
    }
    // No stale lock: a server that crashed starts again at once.
    await expect(lock(dir)).resolves.toBeDefined();
  });
});
