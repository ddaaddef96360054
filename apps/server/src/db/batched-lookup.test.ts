import { describe, expect, it } from 'vitest';
import { batchedLookup } from './batched-lookup.ts';

describe('batchedLookup', () => {
  it('answers keys asked for together with one look-up, each caller its own row', async () => {
    const calls: string[][] = [];
    const find = batchedLookup(async (keys: string[]) => {
      calls.push(keys);
      return new Map(keys.filter((key) => key !== 'missing').map((key) => [key, { key, n: key.length }]));
    });
    const answers = await Promise.all([find('a'), find('bb'), find('a'), find('missing')]);
    expect(answers).toEqual([{ key: 'a', n: 1 }, { key: 'bb', n: 2 }, { key: 'a', n: 1 }, undefined]);
    expect(calls).toEqual([['a', 'bb', 'missing']]);
    // A later turn is a new batch.
    expect(await find('ccc')).toEqual({ key: 'ccc', n: 3 });
    expect(calls).toHaveLength(2);
  });

  it('splits a large batch and rejects every caller of a failed one', async () => {
    const sizes: number[] = [];
    const find = batchedLookup(async (keys: number[]) => {
      sizes.push(keys.length);
      if (keys.includes(450)) {
        throw new Error('database down');
      }
      return new Map(keys.map((key) => [key, key * 2]));
    });
    const results = await Promise.allSettled(Array.from({ length: 450 }, (_, i) => find(i + 1)));
    expect(sizes).toEqual([200, 200, 50]);
    expect(results[0]).toEqual({ status: 'fulfilled', value: 2 });
    expect(results[399]).toEqual({ status: 'fulfilled', value: 800 });
    expect(results.slice(400).every((r) => r.status === 'rejected')).toBe(true);
  });

  it('gathers the keys asked for while a look-up runs into the next one', async () => {
    const calls: number[][] = [];
    let release = () => {};
    const find = batchedLookup(async (keys: number[]) => {
      calls.push(keys);
      if (calls.length === 1) {
        await new Promise<void>((resolve) => {
          release = resolve;
        });
      }
      return new Map(keys.map((key) => [key, -key]));
    });
    const first = find(1);
    await new Promise((resolve) => setImmediate(resolve));
    expect(calls).toEqual([[1]]);
    const later = [find(2), find(3)];
    await new Promise((resolve) => setImmediate(resolve));
    expect(calls).toEqual([[1]]);
    release();
    expect(await Promise.all([first, ...later])).toEqual([-1, -2, -3]);
    expect(calls).toEqual([[1], [2, 3]]);
  });
});
