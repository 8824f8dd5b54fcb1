/** Code lists the campaign format accepts. Source: landing-site spec sections 1, 3, 4 and 9. */

export const LOCALES = [
  'en',
  'hi',
  'id',
  'pt',
  'ru',
  'tr',
  'uz',
  'bn',
  'uk',
  'th',
  'vi',
  'fr',
  'my',
  'ph',
  'rw',
  'sw',
] as const;
export type Locale = (typeof LOCALES)[number];

export const CURRENCIES = [
  'BRL',
  'TRY',
  'PKR',
  'IDR',
  'INR',
  'USD',
  'EUR',
  'UZS',
  'LKR',
  'CDF',
  'KES',
  'BDT',
  'UAH',
  'THB',
  'MYR',
  'PHP',
  'VND',
  'NPR',
  'MMK',
  'FRA',
  'ZMW',
  'BIF',
  'RWF',
  'MZN',
  'TZS',
  'UGX',
  'XAF',
  'XOF',
  'ZAR',
  'GHS',
  'KZT',
] as const;
export type Currency = (typeof CURRENCIES)[number];

/**
 * What people write instead of a currency code: symbols, names, local abbreviations. Used to
 * suggest the code (`Rs` → INR). An alias shared by several currencies belongs to the one a
 * campaign manager most likely means (Rs → INR; Pakistan's and Sri Lanka's rupees are spelt out).
 * Matching ignores case, spaces, dots and a plural "s".
 */
export const CURRENCY_ALIASES: Record<Currency, readonly string[]> = {
  BRL: ['R$', 'real', 'reais', 'brazilian real'],
  TRY: ['₺', 'TL', 'lira', 'turkish lira'],
  PKR: ['PKRs', 'pakistani rupee', 'pak rupee'],
  IDR: ['Rp', 'rupiah', 'indonesian rupiah'],
  INR: ['Rs', '₹', 'rupee', 'indian rupee', 'INRs'],
  USD: ['$', 'US$', 'dollar', 'us dollar', 'usdt'],
  EUR: ['€', 'euro'],
  UZS: ['soum', 'som', 'sum', "so'm", 'uzbek som'],
  LKR: ['SLRs', 'sri lankan rupee', 'lankan rupee'],
  CDF: ['FC', 'congolese franc'],
  KES: ['KSh', 'Ksh', 'kenyan shilling'],
  BDT: ['৳', 'Tk', 'taka'],
  UAH: ['₴', 'hryvnia', 'hryvna', 'grn'],
  THB: ['฿', 'baht'],
  MYR: ['RM', 'ringgit'],
  PHP: ['₱', 'peso', 'philippine peso'],
  VND: ['₫', 'dong'],
  NPR: ['NRs', 'nepalese rupee', 'nepali rupee'],
  MMK: ['K', 'kyat'],
  FRA: [],
  ZMW: ['ZK', 'kwacha'],
  BIF: ['FBu', 'burundian franc'],
  RWF: ['FRw', 'RF', 'rwandan franc'],
  MZN: ['MT', 'metical', 'meticais'],
  TZS: ['TSh', 'tanzanian shilling'],
  UGX: ['USh', 'ugandan shilling'],
  XAF: ['FCFA', 'CFA', 'central african franc'],
  XOF: ['west african franc'],
  ZAR: ['R', 'rand'],
  GHS: ['₵', 'GH₵', 'cedi'],
  KZT: ['₸', 'tenge'],
};

/** What people write instead of an IANA time zone, for the operator's markets (`IST` → Asia/Kolkata). */
export const TIME_ZONE_ALIASES: Record<string, readonly string[]> = {
  UTC: ['GMT', 'Z', 'Zulu', 'UTC+0', 'GMT+0', 'Universal'],
  'Asia/Kolkata': [
    'IST',
    'India',
    'Indian',
    'Calcutta',
    'Mumbai',
    'Delhi',
    'New Delhi',
    'UTC+5:30',
    'GMT+5:30',
    '+05:30',
  ],
  'America/Sao_Paulo': ['BRT', 'Brazil', 'Brasil', 'Brasilia', 'São Paulo', 'Rio', 'UTC-3', 'GMT-3'],
  'Asia/Dhaka': ['Bangladesh', 'Dacca', 'UTC+6', 'GMT+6'],
  'Asia/Tashkent': ['Uzbekistan', 'UZT', 'UTC+5', 'GMT+5'],
  'Asia/Karachi': ['Pakistan', 'PKT'],
  'Asia/Colombo': ['Sri Lanka', 'SLST'],
  'Asia/Kathmandu': ['Nepal', 'NPT'],
  'Asia/Jakarta': ['Indonesia', 'WIB'],
  'Europe/Istanbul': ['Turkey', 'Türkiye', 'TRT'],
  'Europe/Kyiv': ['Ukraine', 'Kiev'],
  'Asia/Bangkok': ['Thailand', 'ICT'],
  'Asia/Manila': ['Philippines', 'PHT', 'PST Philippines'],
  'Asia/Ho_Chi_Minh': ['Vietnam', 'Saigon'],
  'Asia/Yangon': ['Myanmar', 'Burma', 'Rangoon', 'MMT'],
  'Africa/Nairobi': ['Kenya', 'EAT'],
  'Africa/Kigali': ['Rwanda', 'CAT'],
  'Africa/Kinshasa': ['Congo', 'DRC', 'WAT'],
};

/** Language names people write instead of a locale code (`hindi` → hi). */
export const LOCALE_ALIASES: Record<Locale, readonly string[]> = {
  en: ['english', 'eng'],
  hi: ['hindi', 'hin'],
  id: ['indonesian', 'bahasa', 'ind'],
  pt: ['portuguese', 'brazilian', 'por', 'pt-br', 'br'],
  ru: ['russian', 'rus'],
  tr: ['turkish', 'tur'],
  uz: ['uzbek', 'uzb'],
  bn: ['bengali', 'bangla', 'ben'],
  uk: ['ukrainian', 'ukr', 'ua'],
  th: ['thai', 'tha'],
  vi: ['vietnamese', 'vie', 'vn'],
  fr: ['french', 'fra'],
  my: ['burmese', 'myanmar', 'mya'],
  ph: ['filipino', 'tagalog', 'fil'],
  rw: ['kinyarwanda', 'kin'],
  sw: ['swahili', 'kiswahili', 'swa'],
};

export const PIXEL_CATEGORIES = ['sit', 'sit-liv', 'sit-bet', 'sit-cra', 'sit-cas', 'none'] as const;

/** Dialog kinds of the dialog engine; a campaign picks a kind and, where it has them, a variant. */
export const DIALOG_KINDS = ['sign-up', 'sign-in', 'info', 'thanks', 'mystery-done', 'secret-terms'] as const;
export const SIGN_UP_VARIANTS = ['aviator', 'crash', 'custom', 'basic', 'wheels', 'fortune', 'live-casino'] as const;
export const SIGN_IN_VARIANTS = ['default', 'login', 'casino', 'fortune'] as const;

/** Where a visitor goes after sign-up or sign-in (spec 4, "Redirect after registration or login"). */
export const REDIRECT_TARGETS = ['app-root', 'casino', 'casino-slot', 'bonuses', 'live', 'none'] as const;

/** Route parameter kinds: the optional last segment of a route (spec 2). */
export const ROUTE_PARAM_KINDS = ['id', 'currency', 'name'] as const;
