import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';

/**
 * The production server bundle (`apps/server/dist/main.js`) in a process of its own, as `npm start` runs it:
 * for the scale-out test (several processes on one PostgreSQL) and the benchmark.
 */

export const repoRoot = join(import.meta.dirname, '../../..');

/** A port nothing listens on right now (never a fixed one: other runs share the machine). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Builds the server bundle when its sources changed since the last build (esbuild, a few seconds at most). */
export async function buildServerBundle(): Promise<void> {
  const child = spawn('node', ['apps/server/build.mjs'], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) {
    throw new Error(`the server bundle did not build (${code}): ${stderr}`);
  }
}

export type ServerProcess = {
  url: string;
  port: number;
  child: ChildProcess;
  /** What the process wrote to stderr so far (its warnings and errors). */
  stderr: () => string;
  /** What it wrote to stdout so far (its JSON log lines), when started with `stdout: 'pipe'`. */
  stdout: () => string;
  /** The messages of its fatal log lines so far (why it stopped), when started with `stdout: 'pipe'`. */
  fatalMessages: () => string[];
  /** Stops it as an orchestrator would (SIGTERM, graceful shutdown). */
  stop: () => Promise<void>;
  /** Kills it at once (SIGKILL): nothing it was doing gets to finish. */
  kill: () => Promise<void>;
};

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) {
      resolve();
      return;
    }
    child.once('exit', () => resolve());
  });
}

/** Starts `node apps/server/dist/main.js` on a free port with `env` on top of the given base environment. */
export async function startServerProcess(
  env: Record<string, string>,
  options: {
    baseEnv?: NodeJS.ProcessEnv;
    stdout?: 'ignore' | 'inherit' | 'pipe';
    stderr?: 'pipe' | 'inherit';
    /** Options for node itself (e.g. `--cpu-prof` to see where a benchmark's time goes). */
    nodeArgs?: string[];
  } = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn('node', [...(options.nodeArgs ?? []), 'apps/server/dist/main.js'], {
    cwd: repoRoot,
    stdio: ['ignore', options.stdout ?? 'ignore', options.stderr ?? 'pipe'],
    env: {
      ...(options.baseEnv ?? process.env),
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: url,
      ...env,
    },
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  let stdout = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  const signal = async (name: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill(name);
    }
    await exited(child);
  };
  return {
    url,
    port,
    child,
    stderr: () => stderr,
    stdout: () => stdout,
    fatalMessages: () =>
      stdout
        .split('\n')
        .filter((line) => line.includes('"level":60'))
        .map((line) => (JSON.parse(line) as { msg: string }).msg),
    stop: () => signal('SIGTERM'),
    kill: () => signal('SIGKILL'),
  };
}

/** Waits until the process answers `/api/health` with 200 (it migrates and may seed first). */
export async function waitForHealth(
  server: Pick<ServerProcess, 'url' | 'child' | 'stderr'>,
  timeoutMs = 120_000,
) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (server.child.exitCode !== null || server.child.signalCode !== null) {
      throw new Error(`the server at ${server.url} exited (${server.child.exitCode}): ${server.stderr()}`);
    }
    try {
      if ((await fetch(`${server.url}/api/health`)).ok) {
        return;
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the server at ${server.url} did not answer /api/health: ${server.stderr()}`);
}
