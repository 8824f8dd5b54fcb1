/** The 16 interface languages of the spec (section 1), en first (the default). */
export interface LanguageInfo {
  iso_code: string;
  name: string;
  native_name: string;
}

export const LANGUAGES: readonly LanguageInfo[] = [
  { iso_code: 'en', name: 'English', native_name: 'English' },
  { iso_code: 'hi', name: 'Hindi', native_name: 'हिन्दी' },
  { iso_code: 'id', name: 'Indonesian', native_name: 'Bahasa Indonesia' },
  { iso_code: 'pt', name: 'Portuguese', native_name: 'Português' },
  { iso_code: 'ru', name: 'Russian', native_name: 'Русский' },
  { iso_code: 'tr', name: 'Turkish', native_name: 'Türkçe' },
  { iso_code: 'uz', name: 'Uzbek', native_name: 'Oʻzbekcha' },
  { iso_code: 'bn', name: 'Bengali', native_name: 'বাংলা' },
  { iso_code: 'uk', name: 'Ukrainian', native_name: 'Українська' },
  { iso_code: 'th', name: 'Thai', native_name: 'ไทย' },
  { iso_code: 'vi', name: 'Vietnamese', native_name: 'Tiếng Việt' },
  { iso_code: 'fr', name: 'French', native_name: 'Français' },
  { iso_code: 'my', name: 'Burmese', native_name: 'မြန်မာ' },
  { iso_code: 'ph', name: 'Filipino', native_name: 'Filipino' },
  { iso_code: 'rw', name: 'Kinyarwanda', native_name: 'Kinyarwanda' },
  { iso_code: 'sw', name: 'Swahili', native_name: 'Kiswahili' },
];
