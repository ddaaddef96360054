import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { assertMatchesContract, ContractViolation } from './response-contract.ts';

const ZAnswer = z.object({
  id: z.string(),
  at: z.iso.datetime(),
  items: z.array(z.object({ n: z.number() })),
  note: z.string().nullable(),
});

describe('response contracts', () => {
  it('accepts an answer as it will be serialised (dates become strings)', () => {
    expect(() =>
      assertMatchesContract(ZAnswer, { id: 'a', at: new Date(0), items: [{ n: 1 }], note: null }, 'GET /x'),
    ).not.toThrow();
  });

  it('refuses a missing or mistyped field, naming it', () => {
    expect(() =>
      assertMatchesContract(ZAnswer, { id: 1, at: 'no', items: [], note: null }, 'GET /x'),
    ).toThrow(/GET \/x[\s\S]*id:[\s\S]*at:/);
  });

  it('refuses a field the contract does not declare, even deep in a list', () => {
    const call = () =>
      assertMatchesContract(
        ZAnswer,
        { id: 'a', at: new Date(0).toISOString(), items: [{ n: 1, secret: 'x' }], note: null },
        'GET /x',
      );
    expect(call).toThrow(ContractViolation);
    expect(call).toThrow(/items\[0\]\.secret: not in the contract/);
  });

  it('lets a record keep its keys', () => {
    expect(() =>
      assertMatchesContract(z.record(z.string(), z.number()), { a: 1, b: 2 }, 'GET /x'),
    ).not.toThrow();
  });
});
