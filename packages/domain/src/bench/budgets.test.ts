import { describe, expect, it } from 'vitest';
import { ratioText, readVerdict, type TBenchMeasure, WRITE_FLOOR_BUDGETS, writeVerdict } from './budgets.ts';

const measure = (rps: number, bareRps: number, more: Partial<TBenchMeasure> = {}): TBenchMeasure => ({
  rps,
  bareRps,
  failures: 0,
  repeated: 0,
  ...more,
});

// The run of 2026-11-27 03:52 (docs/benchmarks.md): the write floor 12,221 req/s beside bare at 66,593.
const floor = measure(12_221, 66_593);

describe('the write budgets, against the write floor of the same run', () => {
  it("are the owner's figures: scan 0.8×, Start and checkout 0.3× of the floor", () => {
    expect(WRITE_FLOOR_BUDGETS).toEqual({ scan: 0.8, start: 0.3, checkout: 0.3 });
  });

  it("judges each write by its ratio to bare over the floor's ratio to bare", () => {
    // The scan of that run: 9,852 req/s beside bare at 64,638 → 0.1524 / 0.1835 = 0.83 of the floor.
    const scan = writeVerdict('scan', measure(9_852, 64_638), floor);
    expect(scan.ratio).toBeCloseTo(0.8305, 3);
    expect(scan).toMatchObject({ budget: 0.8, met: true, reason: null });
    // Its Start: 1,943 beside 60,442 → 0.175 of the floor, under 0.3.
    const start = writeVerdict('start', measure(1_943, 60_442), floor);
    expect(start.ratio).toBeCloseTo(0.1752, 3);
    expect(start).toMatchObject({ budget: 0.3, met: false, reason: null });
    // Its checkout: 1,041 beside 65,201 → 0.087.
    expect(writeVerdict('checkout', measure(1_041, 65_201), floor).met).toBe(false);
  });

  it('cancels the host drifting between the write and the floor', () => {
    // The same share of bare Fastify as the floor, on a host 30 % faster while the write ran: the whole floor.
    const verdict = writeVerdict('checkout', measure(12_221 * 1.3, 66_593 * 1.3), floor);
    expect(verdict.ratio).toBeCloseTo(1, 9);
    // By raw rates it would read 1.3× the floor.
  });

  it('is met exactly at its budget and not just under it', () => {
    const floorShare = floor.rps / floor.bareRps;
    const at = (share: number) => measure(share * floorShare * 50_000, 50_000);
    expect(writeVerdict('start', at(0.3), floor).met).toBe(true);
    expect(writeVerdict('start', at(0.2999), floor).met).toBe(false);
    expect(writeVerdict('scan', at(0.8), floor).met).toBe(true);
    expect(writeVerdict('scan', at(0.7999), floor).met).toBe(false);
  });

  it('is not met without a floor in the run, or with a floor whose requests failed', () => {
    const fast = measure(60_000, 60_000);
    expect(writeVerdict('scan', fast, null)).toEqual({
      ratio: null,
      budget: 0.8,
      met: false,
      reason: 'no write floor measured in this run',
    });
    expect(writeVerdict('scan', fast, { ...floor, failures: 3 }).met).toBe(false);
    expect(writeVerdict('scan', fast, { ...floor, rps: 0 }).met).toBe(false);
  });

  it('is not met when a request failed or the pool ran out, however fast', () => {
    const fast = (more: Partial<TBenchMeasure>) => measure(60_000, 60_000, more);
    expect(writeVerdict('checkout', fast({ failures: 1 }), floor)).toMatchObject({
      met: false,
      reason: 'some of its requests failed',
    });
    expect(writeVerdict('checkout', fast({ repeated: 10 }), floor)).toMatchObject({
      met: false,
      reason: 'its pool ran out',
    });
  });
});

describe('the read budget', () => {
  it('asks for 0.5× bare Fastify and p99 ≤ 50 ms at half rate', () => {
    expect(readVerdict({ ...measure(30_000, 60_000), p99AtHalfRateMs: 50 })).toMatchObject({
      ratio: 0.5,
      met: true,
    });
    expect(readVerdict({ ...measure(29_990, 60_000), p99AtHalfRateMs: 3 }).met).toBe(false);
    expect(readVerdict({ ...measure(40_000, 60_000), p99AtHalfRateMs: 51 })).toMatchObject({
      met: false,
      reason: 'p99 at half rate over 50 ms',
    });
    expect(readVerdict({ ...measure(40_000, 60_000, { repeated: 1 }), p99AtHalfRateMs: 3 }).met).toBe(false);
  });
});

describe('a ratio as printed', () => {
  it('is cut to two decimals, so a ratio under its budget never reads as the budget', () => {
    expect(ratioText(0.7999)).toBe('0.79×');
    expect(ratioText(0.8)).toBe('0.80×');
    expect(ratioText(0.29)).toBe('0.29×');
    expect(ratioText(0.176)).toBe('0.17×');
    expect(ratioText(1.234)).toBe('1.23×');
  });
});
