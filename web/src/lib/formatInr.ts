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

/** An amount in integer paise as Indian-grouped rupees: `₹1,45,000`, or `₹1,45,000.50` when it has paise. */
export function formatPaise(paise: number): string {
  return paise % 100 === 0 ? formatInr(paise / 100) : formatInr(paise / 100, { paise: true });
}
