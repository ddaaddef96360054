/**
 * A short per-process cache of what the slots of a day are computed from (the bookable activity and the
 * day's groups), per activity, day, kind and event (docs/decisions.md). The slots themselves are
 * computed from each load once a minute (the cut-off falls on whole minutes), so they follow the clock.
 * Every change of places made by this process (checkout, cancellation, refund, reschedule, hold expiry)
 * forgets the activity's entries at once, and a catalogue change forgets everything; changes made by other
 * processes show within `ttlMs`. Only what is shown is cached: a checkout always takes places with the
 * conditional update.
 */
export type SlotsCache = {
  readonly ttlMs: number;
  /** The cached inputs of `key`, or what `load` returns (kept unless the activity changed meanwhile). */
  read<T>(activityId: string, key: string, load: () => Promise<T>): Promise<T>;
  /** Whether `value` is what `read` would give for `key` now (kept, not expired, nothing changed since). */
  holds(activityId: string, key: string, value: unknown): boolean;
  /** Places of this activity changed (or may have): its entries are built again on the next read. */
  forgetActivity(activityId: string): void;
  /** The catalogue changed: everything is built again. */
  clear(): void;
};

type Entry = { value: unknown; expiresAt: number };

export function createSlotsCache(options: {
  ttlMs: number;
  maxEntries?: number;
  now?: () => number;
}): SlotsCache {
  const { ttlMs, maxEntries = 10_000 } = options;
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();
  /** Loads in flight: requests that miss together wait for one load. */
  const loading = new Map<string, Promise<unknown>>();
  /** Bumped on every change, so a load that started before a change is not kept. */
  const generations = new Map<string, number>();
  let everything = 0;
  const generationOf = (activityId: string) => `${everything}:${generations.get(activityId) ?? 0}`;
  const fullKey = (activityId: string, key: string) => `${activityId}|${key}`;

  return {
    ttlMs,
    async read<T>(activityId: string, key: string, load: () => Promise<T>): Promise<T> {
      if (ttlMs <= 0) {
        return load();
      }
      const k = fullKey(activityId, key);
      const hit = entries.get(k);
      if (hit && hit.expiresAt > now()) {
        return hit.value as T;
      }
      const pending = loading.get(k);
      if (pending) {
        return pending as Promise<T>;
      }
      const generation = generationOf(activityId);
      const promise = load().then(
        (value) => {
          loading.delete(k);
          if (generationOf(activityId) === generation) {
            if (entries.size >= maxEntries) {
              const oldest = entries.keys().next().value;
              if (oldest !== undefined) {
                entries.delete(oldest);
              }
            }
            entries.delete(k);
            entries.set(k, { value, expiresAt: now() + ttlMs });
          }
          return value;
        },
        (error: unknown) => {
          loading.delete(k);
          throw error;
        },
      );
      loading.set(k, promise);
      return promise;
    },
    holds(activityId: string, key: string, value: unknown) {
      const hit = entries.get(fullKey(activityId, key));
      return hit !== undefined && hit.value === value && hit.expiresAt > now();
    },
    forgetActivity(activityId: string) {
      generations.set(activityId, (generations.get(activityId) ?? 0) + 1);
      const prefix = `${activityId}|`;
      for (const k of entries.keys()) {
        if (k.startsWith(prefix)) {
          entries.delete(k);
        }
      }
      // A load in flight may have read the old places: later readers start a new one.
      for (const k of loading.keys()) {
        if (k.startsWith(prefix)) {
          loading.delete(k);
        }
      }
    },
    clear() {
      everything += 1;
      generations.clear();
      entries.clear();
      loading.clear();
    },
  };
}
