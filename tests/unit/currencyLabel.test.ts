/** The currency select's labels: the symbol only when it adds something to the code. */
import { describe, expect, it } from 'vitest';
import { currencyLabel } from '../../runtime/content/currencyLabel.ts';
import { CURRENCIES as currencies } from '../../sandbox/data/currencies.ts';

describe('currencyLabel', () => {
  it.each([
    ['INR', '₹', 'INR (₹)'],
    ['KES', 'KSh', 'KES (KSh)'],
    ['MMK', 'K', 'MMK (K)'],
    ['UZS', 'soʻm', 'UZS (soʻm)'],
    ['FRA', 'Fr', 'FRA'],
    ['USD', 'usd', 'USD'],
    ['EUR', undefined, 'EUR'],
    ['EUR', ' ', 'EUR'],
  ])('%s with %s reads "%s"', (code, symbol, label) => {
    expect(currencyLabel(code, symbol)).toBe(label);
  });

  it('no label in the operator list repeats its code', () => {
    for (const c of currencies) expect(currencyLabel(c.iso_code, c.symbol)).not.toMatch(/^(\w+) \(\1\)$/i);
    expect(currencies.map((c) => currencyLabel(c.iso_code, c.symbol))).toContain('FRA');
  });
});
