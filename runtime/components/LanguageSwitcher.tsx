import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, htmlLang } from '../i18n/languages.ts';
import type { Locale } from '../../model/codes.ts';

/**
 * The language select on every page. The runtime listens for its change ([data-lang-switch]):
 * it sets the i18n_lang cookie and shows the page in that language without a reload.
 */
export function LanguageSwitcher({ locales, current }: { locales: readonly Locale[]; current: string }) {
  const id = useId();
  const { t } = useTranslation();
  return (
    <span className="lang">
      <label htmlFor={id} className="visually-hidden">
        {t('page.language')}
      </label>
      <select id={id} className="lang-select" data-lang-switch="" defaultValue={current}>
        {locales.map((l) => (
          <option key={l} value={l} lang={htmlLang(l)}>
            {LANGUAGE_NAMES[l]}
          </option>
        ))}
      </select>
    </span>
  );
}
