/**
 * A currency's label in the currency select: its code, then its symbol when the symbol adds
 * something ("INR (₹)", "KES (KSh)"). A symbol that only repeats the code's first letters says
 * nothing and reads like a typo: FRA's "Fr" gave "FRA (Fr)", now just "FRA".
 */
export function currencyLabel(code: string, symbol?: string): string {
  const s = symbol?.trim();
  if (!s || s.toUpperCase() === code.toUpperCase()) return code;
  const letters = /^\p{L}+$/u.test(s);
  if (letters && code.toUpperCase().startsWith(s.toUpperCase())) return code;
  return `${code} (${s})`;
}
