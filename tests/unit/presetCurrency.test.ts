/**
 * The pre-rendered sign-up dialog's currency on the visitor's address (runtime/boot/presetCurrency.ts), with fake
 * elements: the currency the template lets the query set (a code the runtime knows) becomes the copy's rendered
 * preset, as the runtime's form will preset it, and so does the phone country it implies.
 */
import { describe, expect, it } from 'vitest';
import { presetCurrency } from '../../runtime/boot/presetCurrency.ts';

type FakeOption = { value: string; text: string; defaultSelected: boolean };
const select = (value: string, values: string[]) => ({
  value,
  options: values.map((v): FakeOption => ({ value: v, text: v, defaultSelected: v === value })),
});

/** The copy as the build renders it before the site's settings: the preset currency as the only option. */
function copyWith(currency: string, currencies = [currency]) {
  const fields = {
    currency: select(currency, currencies),
    phoneCountry: select('IN', ['IN', 'BD', 'BR']),
  };
  const copy = {
    querySelector: (s: string) => fields[/name="(\w+)"/.exec(s)?.[1] as keyof typeof fields] ?? null,
  } as unknown as ParentNode;
  return { copy, fields };
}

const template = (query: string | null) =>
  ({ getAttribute: (name: string) => (name === 'data-currency-query' ? query : null) }) as HTMLTemplateElement;

const defaults = (s: { options: FakeOption[] }) => s.options.filter((o) => o.defaultSelected).map((o) => o.value);

describe('presetCurrency', () => {
  it("makes the marked query parameter's currency the preset, with its phone country", () => {
    const { copy, fields } = copyWith('INR');
    presetCurrency(template('currency'), copy, '?currency=brl&val_cur=BDT');
    expect(fields.currency.value).toBe('BRL');
    expect(fields.currency.options).toEqual([{ value: 'BRL', text: 'BRL', defaultSelected: true }]);
    expect(fields.phoneCountry.value).toBe('BR');
    expect(defaults(fields.phoneCountry)).toEqual(['BR']);
  });

  it('reads val_cur where the template names it, and picks an offered option where there are several', () => {
    const { copy, fields } = copyWith('INR', ['INR', 'BDT', 'BRL']);
    presetCurrency(template('val_cur'), copy, '?currency=BRL&val_cur=BDT');
    expect(fields.currency.value).toBe('BDT');
    expect(defaults(fields.currency)).toEqual(['BDT']);
    expect(fields.currency.options.map((o) => o.value)).toEqual(['INR', 'BDT', 'BRL']);
    expect(fields.phoneCountry.value).toBe('BD');
  });

  it('keeps what was rendered for an unknown code, no code, or a template the query may not change', () => {
    for (const [query, search] of [
      ['currency', '?currency=XYZ'],
      ['currency', ''],
      [null, '?val_cur=BDT&currency=BDT'],
      ['other', '?other=BDT'],
    ] as const) {
      const { copy, fields } = copyWith('INR');
      presetCurrency(template(query), copy, search);
      expect([fields.currency.value, fields.phoneCountry.value], `${query} ${search}`).toEqual(['INR', 'IN']);
      expect(fields.currency.options).toEqual([{ value: 'INR', text: 'INR', defaultSelected: true }]);
    }
  });
});
