/** A page chunk that has not arrived after 120 s counts as failed (operations.md §9). */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
/** Set in sessionStorage before the one automatic reload, so a broken deploy never reload-loops. */
export const CHUNK_RELOAD_FLAG = 'roteiro.chunkReloaded';

export class ChunkLoadTimeoutError extends Error {
  override readonly name = 'ChunkLoadTimeoutError';
}

type TFlagStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
export type TImportDeps = { timeoutMs: number; storage: TFlagStorage; reload: () => void };

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadTimeoutError('The page took too long to load.')), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

// sessionStorage can be unavailable (privacy modes); without it we never auto-reload.
const browserStorage: TFlagStorage = {
  getItem: (key) => {
    try {
      return window.sessionStorage.getItem(key);
    } catch {
      return '1';
    }
  },
  setItem: (key, value) => {
    try {
      window.sessionStorage.setItem(key, value);
    } catch {
      // nothing to remember it in
    }
  },
  removeItem: (key) => {
    try {
      window.sessionStorage.removeItem(key);
    } catch {
      // nothing to forget
    }
  },
};

const browserDeps = (): TImportDeps => ({
  timeoutMs: CHUNK_LOAD_TIMEOUT_MS,
  storage: browserStorage,
  reload: () => window.location.reload(),
});

/** Forgets the automatic reload, so that the next failure may reload once again. */
export function clearChunkReloadFlag(storage: TFlagStorage = browserStorage): void {
  storage.removeItem(CHUNK_RELOAD_FLAG);
}

/**
 * Loads a lazy module; on failure or timeout tries once more, then reloads the page once (a new deploy
 * replaced the chunks), and otherwise throws so the route's error page offers a Retry.
 */
export async function importWithRetry<T>(
  load: () => Promise<T>,
  deps: TImportDeps = browserDeps(),
): Promise<T> {
  try {
    const module = await withTimeout(load(), deps.timeoutMs).catch(() => withTimeout(load(), deps.timeoutMs));
    deps.storage.removeItem(CHUNK_RELOAD_FLAG);
    return module;
  } catch (error) {
    if (deps.storage.getItem(CHUNK_RELOAD_FLAG) === null) {
      deps.storage.setItem(CHUNK_RELOAD_FLAG, '1');
      deps.reload();
      // The page is going away: keep showing the loader until it does.
      return new Promise<T>(() => {});
    }
    throw error;
  }
}

/** Whether an error means a page's code could not be downloaded. */
export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof ChunkLoadTimeoutError) {
    return true;
  }
  const message = error instanceof Error ? error.message : '';
  return /dynamically imported module|importing a module script failed|unable to preload/i.test(message);
}
