/** The time of the booking rules: the clock the deps carry (tests move it), else the real time. */
export function clockOf(deps: { now?: () => Date }): Date {
  return deps.now?.() ?? new Date();
}
