import { createHash } from 'node:crypto';
import { mkdirSync, realpathSync, rmSync } from 'node:fs';
import { createConnection, createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Another process has the embedded database's data directory open. */
export class DataDirInUseError extends Error {
  constructor(readonly dataDir: string) {
    super(
      `the embedded database in ${dataDir} is already open in another process (is another \`npm start\` or \`npm run seed\` running?). Stop that process first; several processes can share a database only on a PostgreSQL server (DATABASE_URL)`,
    );
    this.name = 'DataDirInUseError';
  }
}

export type DataDirLock = { release: () => Promise<void> };

function listen(server: Server, address: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(address, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

/** Whether a process listens on the socket file `path` (false for a file its dead owner left behind). */
function isAnswering(path: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection(path);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * Holds the data directory `dir` for this process until `release` (or the process's end, however it ends).
 * PGlite is PostgreSQL in one process with no lock of its own: two processes on one directory each keep their own
 * pages and overwrite each other's writes (committed rows of one are lost; docs/decisions.md). The lock is a socket
 * named after the directory's real path: on Linux in the abstract namespace, which the kernel frees when its process
 * dies, even by SIGKILL, so a crash never leaves a stale lock; elsewhere a socket file that a dead process's
 * successor finds unanswered and replaces.
 */
export async function lockDataDir(dir: string): Promise<DataDirLock> {
  mkdirSync(dir, { recursive: true });
  const realDir = realpathSync(dir);
  const name = `roteiro-data-dir-${createHash('sha256').update(realDir).digest('hex').slice(0, 32)}`;
  const server = createServer((socket) => socket.destroy());
  server.unref();
  try {
    if (process.platform === 'linux') {
      await listen(server, `\0${name}`);
    } else if (process.platform === 'win32') {
      await listen(server, `\\\\?\\pipe\\${name}`);
    } else {
      const path = join(tmpdir(), `${name}.sock`);
      try {
        await listen(server, path);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE' || (await isAnswering(path))) {
          throw error;
        }
        rmSync(path, { force: true });
        await listen(server, path);
      }
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      throw new DataDirInUseError(realDir);
    }
    throw error;
  }
  return {
    release: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
