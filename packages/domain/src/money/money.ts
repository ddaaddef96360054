/** Money is integer cents (EUR) everywhere; this is the one place it becomes text. */
const euro = new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR' });

/** 1250 → "€12.50". */
export function formatCents(cents: number): string {
  return euro.format(cents / 100);
}

/** Affiliate earnings: euros from cents, "None" when zero (operations.md §9). */
export function formatEarnings(cents: number): string {
  return cents === 0 ? 'None' : formatCents(cents);
}

/** Euros typed in a form (e.g. "12.5") → cents, rounded to the cent; null when not a number. */
export function eurosToCents(euros: number | string): number | null {
  const value = typeof euros === 'number' ? euros : Number(String(euros).replace(',', '.'));
  return Number.isFinite(value) ? Math.round(value * 100) : null;
}

export const centsToEuros = (cents: number): number => cents / 100;
