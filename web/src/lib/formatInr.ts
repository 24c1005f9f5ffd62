const wholeRupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
});

const withPaise = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Indian-grouped rupees: `₹1,45,000`, or `₹12,345.67` with `paise`. */
export function formatInr(amount: number, { paise = false }: { paise?: boolean } = {}): string {
  return (paise ? withPaise : wholeRupees).format(amount);
}

const percent = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

/** `12` → `12%`, `13.5` → `13.5%`. */
export function formatPercent(value: number): string {
  return `${percent.format(value)}%`;
}

/**
 * An amount in integer paise as Indian-grouped rupees: `₹1,45,000`, or `₹1,45,000.50` when it has paise.
 * Integer arithmetic only (whole rupees and the paise apart), so no amount goes through a float.
 */
export function formatPaise(paise: number): string {
  if (!Number.isSafeInteger(paise)) throw new RangeError(`An amount in paise must be an integer, got ${paise}`);
  const sign = paise < 0 ? '-' : '';
  const magnitude = Math.abs(paise);
  const rest = magnitude % 100;
  const rupees = wholeRupees.format((magnitude - rest) / 100);
  return `${sign}${rupees}${rest === 0 ? '' : `.${String(rest).padStart(2, '0')}`}`;
}
