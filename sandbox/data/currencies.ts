/** The currencies of the spec (section 3), with a symbol and the country whose flag they show. */
export interface CurrencyInfo {
  iso_code: string;
  symbol: string;
  country: string;
}

export const CURRENCIES: readonly CurrencyInfo[] = [
  { iso_code: 'BRL', symbol: 'R$', country: 'BR' },
  { iso_code: 'TRY', symbol: '₺', country: 'TR' },
  { iso_code: 'PKR', symbol: '₨', country: 'PK' },
  { iso_code: 'IDR', symbol: 'Rp', country: 'ID' },
  { iso_code: 'INR', symbol: '₹', country: 'IN' },
  { iso_code: 'USD', symbol: '$', country: 'US' },
  { iso_code: 'EUR', symbol: '€', country: 'EU' },
  { iso_code: 'UZS', symbol: 'soʻm', country: 'UZ' },
  { iso_code: 'LKR', symbol: 'Rs', country: 'LK' },
  { iso_code: 'CDF', symbol: 'FC', country: 'CD' },
  { iso_code: 'KES', symbol: 'KSh', country: 'KE' },
  { iso_code: 'BDT', symbol: '৳', country: 'BD' },
  { iso_code: 'UAH', symbol: '₴', country: 'UA' },
  { iso_code: 'THB', symbol: '฿', country: 'TH' },
  { iso_code: 'MYR', symbol: 'RM', country: 'MY' },
  { iso_code: 'PHP', symbol: '₱', country: 'PH' },
  { iso_code: 'VND', symbol: '₫', country: 'VN' },
  { iso_code: 'NPR', symbol: 'रू', country: 'NP' },
  { iso_code: 'MMK', symbol: 'K', country: 'MM' },
  { iso_code: 'FRA', symbol: 'Fr', country: 'FR' },
  { iso_code: 'ZMW', symbol: 'ZK', country: 'ZM' },
  { iso_code: 'BIF', symbol: 'FBu', country: 'BI' },
  { iso_code: 'RWF', symbol: 'FRw', country: 'RW' },
  { iso_code: 'MZN', symbol: 'MT', country: 'MZ' },
  { iso_code: 'TZS', symbol: 'TSh', country: 'TZ' },
  { iso_code: 'UGX', symbol: 'USh', country: 'UG' },
  { iso_code: 'XAF', symbol: 'FCFA', country: 'CM' },
  { iso_code: 'XOF', symbol: 'CFA', country: 'SN' },
  { iso_code: 'ZAR', symbol: 'R', country: 'ZA' },
  { iso_code: 'GHS', symbol: '₵', country: 'GH' },
];

export const DEFAULT_CURRENCY = 'INR';

const byCode = new Map(CURRENCIES.map((c) => [c.iso_code, c]));

export const isKnownCurrency = (code: unknown): code is string => typeof code === 'string' && byCode.has(code);

/** Path of the flag image the sandbox serves for a currency (made absolute by the route). */
export const flagPath = (c: CurrencyInfo) => `/img/flags/${c.country.toLowerCase()}.svg`;
