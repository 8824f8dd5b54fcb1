/** The registration's preset currency and the loader hold after a bonus load (landing-site spec 2, 7, 9). */
import { describe, expect, it, vi } from 'vitest';
import { initialCurrency } from '../../runtime/auth/forms/initialCurrency.ts';
import { holdBonusLoader } from '../../runtime/auth/forms/bonusLoaderHold.ts';

const known = ['INR', 'BRL', 'BDT'];
const q = (s: string) => new URLSearchParams(s);

describe('initialCurrency', () => {
  it('the dialog currency, else the val_cur query, else the site default', () => {
    expect(initialCurrency({ dialog: 'INR', query: q('val_cur=BRL'), known, fallback: 'INR' })).toBe('INR');
    expect(initialCurrency({ query: q('val_cur=brl'), known, fallback: 'INR' })).toBe('BRL');
    expect(initialCurrency({ query: q(''), known, fallback: 'bdt' })).toBe('BDT');
  });
  it('a campaign that names the currency query reads that one, and may let the query win', () => {
    expect(
      initialCurrency({
        dialog: 'INR',
        query: q('currency=BRL&val_cur=BDT'),
        queryKey: 'currency',
        wins: 'query',
        known,
        fallback: 'INR',
      }),
    ).toBe('BRL');
    expect(
      initialCurrency({
        dialog: 'INR',
        query: q('val_cur=BDT'),
        queryKey: 'currency',
        wins: 'query',
        known,
        fallback: 'INR',
      }),
    ).toBe('INR');
  });
  it('takes from the query only a currency the site offers', () => {
    expect(initialCurrency({ query: q('val_cur=XYZ'), known, fallback: 'INR' })).toBe('INR');
    expect(initialCurrency({ dialog: 'BRL', query: q('val_cur=<b>'), wins: 'query', known, fallback: 'INR' })).toBe(
      'BRL',
    );
  });
});

describe('the loader after a welcome-bonus load', () => {
  it('hides 800 ms after a load and 1000 ms after a currency change', () => {
    vi.useFakeTimers();
    try {
      const hidden: string[] = [];
      holdBonusLoader(false, () => hidden.push('load'));
      holdBonusLoader(true, () => hidden.push('change'));
      vi.advanceTimersByTime(799);
      expect(hidden).toEqual([]);
      vi.advanceTimersByTime(1);
      expect(hidden).toEqual(['load']);
      vi.advanceTimersByTime(199);
      expect(hidden).toEqual(['load']);
      vi.advanceTimersByTime(1);
      expect(hidden).toEqual(['load', 'change']);
    } finally {
      vi.useRealTimers();
    }
  });
});
