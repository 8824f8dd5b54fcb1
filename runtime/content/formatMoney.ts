/** Amounts as each market reads them: Indian grouping for INR (1,00,000), the currency's own symbol. */
const LOCALE_FOR: Record<string, string> = { INR: 'en-IN', BDT: 'en-IN', PKR: 'en-IN', NPR: 'en-IN', LKR: 'en-IN', BRL: 'pt-BR', UZS: 'uz-UZ', TRY: 'tr-TR' };

// One formatter per locale: creating an Intl.NumberFormat costs far more than using one.
const formats = new Map<string, Intl.NumberFormat>();

export function formatAmount(amount: number, currency: string): string {
  const locale = LOCALE_FOR[currency] ?? 'en-US';
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
    formats.set(locale, format);
  }
  return format.format(amount);
}

export function formatMoney(amount: number, currency: string): string {
  return `${formatAmount(amount, currency)} ${currency}`;
}
