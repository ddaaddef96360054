/**
 * The budgets of `npm run bench` (scripts/bench/bench.ts, docs/benchmarks.md) and the rule that marks each route
 * met or not met. Kept here, pure, so the suite tests the rule; the bench itself never runs in the suite.
 *
 * Every measurement is a full-rate autocannon run beside bare Fastify: `bareRps` is bare Fastify's rate measured
 * just before and just after it (their mean), so a ratio to bare cancels the host's drift within a run.
 */

/** Every read at least 0.5× bare Fastify in the same run, and p99 ≤ 50 ms at half its own rate. */
export const READ_BUDGET = { ratioToBare: 0.5, p99AtHalfRateMs: 50 } as const;

/**
 * The owner's decision (docs/decisions.md): each write is judged against
 * the write floor of the same run, bare Fastify making one committed single-row write through `pg` and nothing
 * else, instead of against bare Fastify itself (0.2×, which one commit alone does not reach on the project's
 * machine). The scan decides without writing, so it is asked for more.
 */
export const WRITE_FLOOR_BUDGETS = { scan: 0.8, start: 0.3, checkout: 0.3 } as const;
export type TBenchWrite = keyof typeof WRITE_FLOOR_BUDGETS;

export type TBenchMeasure = {
  /** Requests per second at full rate. */
  rps: number;
  /** Bare Fastify's requests per second beside this measurement. */
  bareRps: number;
  /** Non-2xx answers, errors and time-outs. */
  failures: number;
  /** Requests that reused an item of a write pool that ran out (0 for reads and the floors). */
  repeated: number;
};

export type TBenchVerdict = {
  /** The figure the budget is about: the ratio to bare Fastify (reads), to the write floor (writes). */
  ratio: number | null;
  budget: number;
  met: boolean;
  /** Why a route is not met, besides its ratio: `null` when the ratio decides. */
  reason: string | null;
};

/** A read: ≥ 0.5× bare Fastify, p99 ≤ 50 ms at half rate, and (for a pooled route) a pool that lasted. */
export function readVerdict(read: TBenchMeasure & { p99AtHalfRateMs: number | null }): TBenchVerdict {
  const ratio = read.rps / read.bareRps;
  const budget = READ_BUDGET.ratioToBare;
  const reason =
    read.repeated > 0
      ? 'its pool ran out'
      : read.p99AtHalfRateMs === null
        ? 'no half-rate measurement'
        : read.p99AtHalfRateMs > READ_BUDGET.p99AtHalfRateMs
          ? `p99 at half rate over ${READ_BUDGET.p99AtHalfRateMs} ms`
          : null;
  return { ratio, budget, met: reason === null && ratio >= budget, reason };
}

/**
 * A write's rate against the write floor of the same run: each as its ratio to the bare Fastify measured beside
 * it, so the host's drift between the two measurements cancels. Not met when the floor was not measured (or
 * failed), when any request of either failed (a refused request does no real work), or when the write's pool ran
 * out (requests repeated an item).
 */
export function writeVerdict(
  write: TBenchWrite,
  measured: TBenchMeasure,
  floor: TBenchMeasure | null,
): TBenchVerdict {
  const budget = WRITE_FLOOR_BUDGETS[write];
  if (!floor || floor.rps <= 0 || floor.bareRps <= 0 || floor.failures > 0) {
    return { ratio: null, budget, met: false, reason: 'no write floor measured in this run' };
  }
  const ratio = measured.rps / measured.bareRps / (floor.rps / floor.bareRps);
  const reason =
    measured.repeated > 0 ? 'its pool ran out' : measured.failures > 0 ? 'some of its requests failed' : null;
  return { ratio, budget, met: reason === null && ratio >= budget, reason };
}

/**
 * A ratio as the bench prints it, `0.79×`: cut (not rounded) to two decimals, so a ratio under its budget never
 * reads as the budget itself.
 */
export function ratioText(ratio: number): string {
  // The small epsilon keeps a ratio of exactly 0.29 from reading 0.28 (0.29 * 100 is 28.999…).
  return `${(Math.floor(ratio * 100 + 1e-9) / 100).toFixed(2)}×`;
}
