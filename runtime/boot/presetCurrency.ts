/**
 * The pre-rendered sign-up dialog's currency, as the runtime's form will preset it (auth/forms/initialCurrency.ts):
 * the build renders the call to action's currency, or the site's default, and marks the template with the query
 * parameter that may override it (`data-currency-query`, only where the campaign lets the query win or its call to
 * action names no currency). A known currency in that parameter becomes the copy's preset (its option, and the phone
 * country it implies, as rendered defaults), as the runtime's form computes it before the site's settings arrive
 * (the currencies the runtime knows), so that nothing changes when it takes the copy over.
 */
import { initialCurrency } from '../auth/forms/initialCurrency.ts';
import { countryForCurrency } from '../auth/phoneCountries.ts';
import { CURRENCY_QUERY_ATTRIBUTE } from '../dialogs/staticDialogIds.ts';
import { CURRENCIES } from '../../model/codes.ts';

/** Makes `value` the select's rendered default: its option's, or the only option's, which then stands for it. */
function presetOption(select: HTMLSelectElement, value: string, text = value) {
  const options = [...select.options];
  const option = options.find((o) => o.value === value) ?? (options.length === 1 ? options[0] : undefined);
  if (!option) return;
  if (option.value !== value) {
    option.value = value;
    option.text = text;
  }
  for (const o of options) o.defaultSelected = o === option;
  select.value = value;
}

export function presetCurrency(template: HTMLTemplateElement, copy: ParentNode, search: string) {
  const key = template.getAttribute(CURRENCY_QUERY_ATTRIBUTE);
  const select = copy.querySelector<HTMLSelectElement>('select[name="currency"]');
  if ((key !== 'val_cur' && key !== 'currency') || !select) return;
  const currency = initialCurrency({
    query: new URLSearchParams(search),
    queryKey: key,
    wins: 'query',
    known: CURRENCIES,
    fallback: select.value,
  });
  if (currency === select.value) return;
  presetOption(select, currency);
  const country = copy.querySelector<HTMLSelectElement>('select[name="phoneCountry"]');
  const iso = countryForCurrency(currency).iso;
  if (country && [...country.options].some((o) => o.value === iso)) presetOption(country, iso);
}
