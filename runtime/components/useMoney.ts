/**
 * The page's money formatters (spec PC: one convention per page). Amounts follow the language of the
 * page's text: the visitor's language when the campaign is written in it, else the language its
 * text falls back to (English), so the templates' figures and the campaign's own figures never mix
 * lakh and Western grouping. CampaignPage provides it; elsewhere (dialogs) the interface language.
 */
import { createContext, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { moneyFormat, type MoneyFormat } from '../content/formatMoney.ts';

export const MoneyLanguage = createContext<string | null>(null);

export function useMoney(): MoneyFormat {
  const { i18n } = useTranslation();
  return moneyFormat(useContext(MoneyLanguage) ?? i18n.language);
}
