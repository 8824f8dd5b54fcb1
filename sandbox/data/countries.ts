/** Countries the operator serves (spec section 1 markets), with phone dial codes. */
export interface CountryInfo {
  iso_code: string;
  name: string;
  dial_code: string;
}

export const COUNTRIES: readonly CountryInfo[] = [
  { iso_code: 'IN', name: 'India', dial_code: '+91' },
  { iso_code: 'BD', name: 'Bangladesh', dial_code: '+880' },
  { iso_code: 'BR', name: 'Brazil', dial_code: '+55' },
  { iso_code: 'UZ', name: 'Uzbekistan', dial_code: '+998' },
  { iso_code: 'CD', name: 'DR Congo', dial_code: '+243' },
  { iso_code: 'PH', name: 'Philippines', dial_code: '+63' },
  { iso_code: 'RW', name: 'Rwanda', dial_code: '+250' },
  { iso_code: 'ZM', name: 'Zambia', dial_code: '+260' },
  { iso_code: 'ID', name: 'Indonesia', dial_code: '+62' },
  { iso_code: 'TR', name: 'Turkey', dial_code: '+90' },
  { iso_code: 'PK', name: 'Pakistan', dial_code: '+92' },
  { iso_code: 'KE', name: 'Kenya', dial_code: '+254' },
  { iso_code: 'KZ', name: 'Kazakhstan', dial_code: '+7' },
  { iso_code: 'MM', name: 'Myanmar', dial_code: '+95' },
  { iso_code: 'UA', name: 'Ukraine', dial_code: '+380' },
  { iso_code: 'TH', name: 'Thailand', dial_code: '+66' },
  { iso_code: 'VN', name: 'Vietnam', dial_code: '+84' },
  { iso_code: 'LK', name: 'Sri Lanka', dial_code: '+94' },
  { iso_code: 'NP', name: 'Nepal', dial_code: '+977' },
];
