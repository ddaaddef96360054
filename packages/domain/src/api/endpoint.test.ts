import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { endpoint, type TAnswer, type TCallInput, urlOf } from './endpoint.ts';

const ZQuery = z.object({ page: z.coerce.number().default(1), search: z.string().optional() });
const ZAnswer = z.object({ total: z.number() });
const list = endpoint<{ query: typeof ZQuery; response: typeof ZAnswer }>()('GET', '/api/things');
const one = endpoint<{ response: typeof ZAnswer }>()('GET', '/api/groups/:groupId/runs/:runId');

describe('urlOf', () => {
  it('fills the path parameters, encoded', () => {
    expect(urlOf(one, { params: { groupId: 'a b/c', runId: 7 } })).toBe('/api/groups/a%20b%2Fc/runs/7');
  });

  it('writes the query in order, leaving out absent values and repeating lists', () => {
    expect(urlOf(list, { query: { page: 2, search: undefined, tag: ['x', 'y'], empty: '' } })).toBe(
      '/api/things?page=2&tag=x&tag=y',
    );
    expect(urlOf(list, { query: {} })).toBe('/api/things');
  });

  it('refuses a call without a parameter of the path', () => {
    expect(() => urlOf(one, { params: { groupId: 'g' } })).toThrow(
      'GET /api/groups/:groupId/runs/:runId: the parameter runId is missing',
    );
  });
});

describe('the types of a call', () => {
  it('asks for the path parameters and types the answer', () => {
    expectTypeOf<TCallInput<typeof one>['params']>().toEqualTypeOf<
      Record<'groupId' | 'runId', string | number>
    >();
    expectTypeOf<TAnswer<typeof one>>().toEqualTypeOf<{ total: number }>();
    // Every value of this query is optional, so the query itself may be left out.
    expectTypeOf<TCallInput<typeof list>['query']>().toEqualTypeOf<
      { page?: unknown; search?: string } | undefined
    >();
  });
});
