/**
 * react-i18next for build-time rendering (the server bundle resolves `react-i18next` here; see
 * cli/build/serverTranslationPlugin.ts). The real `useTranslation` copies the i18n instance and
 * makes a fixed `t` on every call, which a render of thousands of pages pays thousands of times
 * over; a page render never changes language, so one `t` per i18n instance (one per language,
 * runtime/i18n/serverI18n.ts) serves every component of every page. The rest is react-i18next's own.
 */
import { useContext } from 'react';
import type { i18n, TFunction } from 'i18next';
import { I18nContext, getI18n } from 'react-i18next';

export * from 'react-i18next';

type Translation = [TFunction, i18n, boolean] & { t: TFunction; i18n: i18n; ready: boolean };
const perInstance = new WeakMap<i18n, Translation>();

export function useTranslation(): Translation {
  const instance = useContext(I18nContext)?.i18n ?? getI18n();
  let found = perInstance.get(instance);
  if (!found) {
    const t = instance.getFixedT(instance.language, 'translation');
    found = Object.assign([t, instance, true] as [TFunction, i18n, boolean], { t, i18n: instance, ready: true });
    perInstance.set(instance, found);
  }
  return found;
}
