/** Keys looked up in one query at most (a bound on the statement's array parameter). */
const MAX_BATCH = 200;

/**
 * Look-ups by key that requests make at the same moment, made as one query: each caller gets the row of its own
 * key (undefined when none). A key asked for when no look-up is running waits only for the end of its turn of the
 * event loop (the keys asked for in that turn go with it); keys asked for while one runs wait for it to end and go
 * together in the next. Under load, many requests then share one round trip to the database instead of one each,
 * and the busier the database, the more they share. `lookUp` answers a list of distinct keys with the rows found,
 * keyed. Only for reads outside a transaction: the batch runs on its own connection.
 */
export function batchedLookup<K, R>(
  lookUp: (keys: K[]) => Promise<Map<K, R>>,
): (key: K) => Promise<R | undefined> {
  type Waiter = { key: K; resolve: (row: R | undefined) => void; reject: (error: unknown) => void };
  let waiting: Waiter[] = [];
  let isScheduled = false;
  let isRunning = false;

  const run = async (batch: Waiter[]) => {
    try {
      const found = await lookUp([...new Set(batch.map((waiter) => waiter.key))]);
      for (const waiter of batch) {
        waiter.resolve(found.get(waiter.key));
      }
    } catch (error) {
      for (const waiter of batch) {
        waiter.reject(error);
      }
    }
  };

  const flush = () => {
    isScheduled = false;
    if (isRunning || waiting.length === 0) {
      return;
    }
    const batch = waiting.slice(0, MAX_BATCH);
    waiting = waiting.slice(MAX_BATCH);
    isRunning = true;
    void run(batch).finally(() => {
      isRunning = false;
      flush();
    });
  };

  return (key) =>
    new Promise<R | undefined>((resolve, reject) => {
      waiting.push({ key, resolve, reject });
      if (!isScheduled && !isRunning) {
        isScheduled = true;
        setImmediate(flush);
      }
    });
}

/**
 * `batchedLookup` for a module whose functions take the database as an argument: one batcher per database (a
 * test process opens several).
 */
export function batchedLookupPerDatabase<D extends object, K, R>(
  lookUp: (db: D, keys: K[]) => Promise<Map<K, R>>,
): (db: D, key: K) => Promise<R | undefined> {
  const lookups = new WeakMap<D, (key: K) => Promise<R | undefined>>();
  return (db, key) => {
    let lookup = lookups.get(db);
    if (!lookup) {
      lookup = batchedLookup((keys: K[]) => lookUp(db, keys));
      lookups.set(db, lookup);
    }
    return lookup(key);
  };
}
