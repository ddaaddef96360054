import { describe, expect, it, vi } from 'vitest';
import {
  CHUNK_RELOAD_FLAG,
  ChunkLoadTimeoutError,
  importWithRetry,
  isChunkLoadError,
  type TImportDeps,
} from './importWithRetry.ts';

function fakeDeps(flag: string | null = null, timeoutMs = 1000) {
  const store = new Map<string, string>(flag === null ? [] : [[CHUNK_RELOAD_FLAG, flag]]);
  const deps: TImportDeps = {
    timeoutMs,
    storage: {
      getItem: (key) => store.get(key) ?? null,
      setItem: (key, value) => {
        store.set(key, value);
      },
      removeItem: (key) => {
        store.delete(key);
      },
    },
    reload: vi.fn(),
  };
  return { deps, store };
}

const chunkError = () => new TypeError('Failed to fetch dynamically imported module: /assets/Page-abc.js');
const pending = Symbol('pending');
const settleSoon = <T>(promise: Promise<T>) =>
  Promise.race([promise, new Promise<typeof pending>((resolve) => setTimeout(() => resolve(pending), 20))]);

describe('importWithRetry', () => {
  it('retries a failed import once and clears the reload flag on success', async () => {
    const { deps, store } = fakeDeps('1');
    const load = vi.fn().mockRejectedValueOnce(chunkError()).mockResolvedValueOnce({ Page: 'page' });
    await expect(importWithRetry(load, deps)).resolves.toEqual({ Page: 'page' });
    expect(load).toHaveBeenCalledTimes(2);
    expect(store.has(CHUNK_RELOAD_FLAG)).toBe(false);
    expect(deps.reload).not.toHaveBeenCalled();
  });

  it('reloads the page once when the retry fails too, and keeps waiting', async () => {
    const { deps, store } = fakeDeps();
    const load = vi.fn().mockRejectedValue(chunkError());
    await expect(settleSoon(importWithRetry(load, deps))).resolves.toBe(pending);
    expect(load).toHaveBeenCalledTimes(2);
    expect(deps.reload).toHaveBeenCalledTimes(1);
    expect(store.get(CHUNK_RELOAD_FLAG)).toBe('1');
  });

  it('throws instead of reloading again after a reload', async () => {
    const { deps } = fakeDeps('1');
    const load = vi.fn().mockRejectedValue(chunkError());
    await expect(importWithRetry(load, deps)).rejects.toThrow(/dynamically imported module/);
    expect(deps.reload).not.toHaveBeenCalled();
  });

  it('treats an import that never answers as failed after the timeout', async () => {
    const { deps } = fakeDeps('1', 10);
    const load = vi.fn(() => new Promise<never>(() => {}));
    await expect(importWithRetry(load, deps)).rejects.toBeInstanceOf(ChunkLoadTimeoutError);
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('isChunkLoadError', () => {
  it('recognises chunk failures of the main browsers and timeouts', () => {
    expect(isChunkLoadError(chunkError())).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new ChunkLoadTimeoutError('slow'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });
});
