/**
 * The registration's preset currency (landing-site spec 2 and 7): the dialog's currency, else the
 * currency query (val_cur by default; a campaign may name `currency` instead), else the site's
 * default. A campaign that sets `features.currencyWins: query` lets the query win over the dialog's
 * currency. Only a currency the site knows is taken from the query. Pure.
 */
export interface CurrencySources {
  /** The dialog data's currency (from the campaign's call to action). */
  dialog?: string;
  query: URLSearchParams;
  /** Query parameter that carries the currency; default val_cur. */
  queryKey?: 'val_cur' | 'currency';
  /** Which wins when the dialog and the query both give one; default the dialog. */
  wins?: 'dialog' | 'query';
  /** Currencies the site offers (iso codes, upper case). */
  known: readonly string[];
  fallback: string;
}

export const DEFAULT_CURRENCY_QUERY = 'val_cur';

export function initialCurrency(s: CurrencySources): string {
  const raw = s.query
    .get(s.queryKey ?? DEFAULT_CURRENCY_QUERY)
    ?.trim()
    .toUpperCase();
  const fromQuery = raw && s.known.includes(raw) ? raw : undefined;
  const fromDialog = s.dialog?.toUpperCase();
  const order = s.wins === 'query' ? [fromQuery, fromDialog] : [fromDialog, fromQuery];
  return order.find((c) => !!c) ?? s.fallback.toUpperCase();
}
