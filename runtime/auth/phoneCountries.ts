/** Phone countries offered (spec 5) and the default country each currency implies. */
export interface PhoneCountry {
  iso: string;
  dial: string;
  name: string;
  flag: string /** national number length range */;
  digits: [number, number];
}

export const PHONE_COUNTRIES: readonly PhoneCountry[] = [
  { iso: 'IN', dial: '91', name: 'India', flag: '🇮🇳', digits: [10, 10] },
  { iso: 'BD', dial: '880', name: 'Bangladesh', flag: '🇧🇩', digits: [10, 10] },
  { iso: 'BR', dial: '55', name: 'Brasil', flag: '🇧🇷', digits: [10, 11] },
  { iso: 'CD', dial: '243', name: 'RD Congo', flag: '🇨🇩', digits: [9, 9] },
  { iso: 'ID', dial: '62', name: 'Indonesia', flag: '🇮🇩', digits: [9, 12] },
  { iso: 'PH', dial: '63', name: 'Philippines', flag: '🇵🇭', digits: [10, 10] },
  { iso: 'RW', dial: '250', name: 'Rwanda', flag: '🇷🇼', digits: [9, 9] },
  { iso: 'TR', dial: '90', name: 'Türkiye', flag: '🇹🇷', digits: [10, 10] },
  { iso: 'UZ', dial: '998', name: "O'zbekiston", flag: '🇺🇿', digits: [9, 9] },
  { iso: 'ZM', dial: '260', name: 'Zambia', flag: '🇿🇲', digits: [9, 9] },
];

const BY_CURRENCY: Record<string, string> = {
  BDT: 'BD',
  CDF: 'CD',
  RWF: 'RW',
  PHP: 'PH',
  ZMW: 'ZM',
  BRL: 'BR',
  UZS: 'UZ',
};

export const countryForCurrency = (currency: string | undefined): PhoneCountry =>
  PHONE_COUNTRIES.find((c) => c.iso === (BY_CURRENCY[currency ?? ''] ?? 'IN'))!;

export const findCountry = (iso: string) => PHONE_COUNTRIES.find((c) => c.iso === iso);

/** Space, dash, brackets and plus are stripped before sending. */
export const stripPhone = (v: string) => v.replace(/[\s\-()+]/g, '');

export function isValidPhone(national: string, country: PhoneCountry): boolean {
  const digits = stripPhone(national);
  return /^\d+$/.test(digits) && digits.length >= country.digits[0] && digits.length <= country.digits[1];
}

/** The username sent on registration: the e-mail, or '+' dial code + digits. */
export const phoneUsername = (national: string, country: PhoneCountry) => `+${country.dial}${stripPhone(national)}`;
