/**
 * An `Intl` formatter made on first use. The first formatter a page makes loads the locale and zone data
 * (about 40 ms on a laptop, several times that on a phone), which a page that shows no date never needs.
 */
export function lazyFormat<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => {
    value ??= make();
    return value;
  };
}
