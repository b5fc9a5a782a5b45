const formatters = new Map<string, Intl.NumberFormat>();

/** Dollars (or the given currency) as '$1,234.50'. */
export function formatMoney(amount: number, currency = 'USD'): string {
  let formatter = formatters.get(currency);
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-US', { style: 'currency', currency });
    formatters.set(currency, formatter);
  }
  return formatter.format(Number.isFinite(amount) ? amount : 0);
}

/** '12 min × $0.15' */
export function minutesAtRate(minutes: number, rate: number, currency = 'USD'): string {
  return `${minutes} min × ${formatMoney(rate, currency)}`;
}
