/**
 * react-i18next for build-time rendering (the server bundle resolves `react-i18next` here; see
 * cli/build/serverTranslationPlugin.ts). The real `useTranslation` copies the i18n instance and
 * makes a fixed `t` on every call, which a render of thousands of pages pays thousands of times
 * over; a page render never changes language, so one `t` per i18n instance (one per language,
 * runtime/i18n/serverI18n.ts) serves every component of every page. A call with a key only (most of
 * them) always gives the same text in a language, so that `t` keeps each such text: i18next's fixed `t`
 * copies its whole options object on every call. The rest is react-i18next's own.
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
    const t = textsKept(instance.getFixedT(instance.language, 'translation'));
    found = Object.assign([t, instance, true] as [TFunction, i18n, boolean], { t, i18n: instance, ready: true });
    perInstance.set(instance, found);
  }
  return found;
}

/** `fixed` with the text of each key called alone kept (same result: texts of one language never change during a build). */
function textsKept(fixed: TFunction): TFunction {
  const texts = new Map<string, unknown>();
  const call = fixed as unknown as (...args: unknown[]) => unknown;
  const t = (...args: unknown[]): unknown => {
    const key = args[0];
    if (args.length !== 1 || typeof key !== 'string') return call(...args);
    if (texts.has(key)) return texts.get(key);
    const text = call(key);
    texts.set(key, text);
    return text;
  };
  // (with the fixed `t`'s own fields: lng, ns, keyPrefix)
  return Object.assign(t, fixed) as unknown as TFunction;
}
