/** Amounts as each market reads them: Indian grouping for INR (1,00,000), the currency's own symbol. */
const LOCALE_FOR: Record<string, string> = { INR: 'en-IN', BDT: 'en-IN', PKR: 'en-IN', NPR: 'en-IN', LKR: 'en-IN', BRL: 'pt-BR', UZS: 'uz-UZ', TRY: 'tr-TR' };

export function formatAmount(amount: number, currency: string): string {
  return new Intl.NumberFormat(LOCALE_FOR[currency] ?? 'en-US', { maximumFractionDigits: 2 }).format(amount);
}

export function formatMoney(amount: number, currency: string): string {
  return `${formatAmount(amount, currency)} ${currency}`;
}
