/**
 * What the render workers use instead of a slow path (runtime/i18n/serverTranslation.ts) gives the
 * same results: the translation `t` that keeps key-only texts answers exactly what i18next's own
 * fixed `t` answers, with and without options. (Vike's infinite-loop check: vikePatch.test.ts.)
 */
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { useTranslation } from '../../runtime/i18n/serverTranslation.ts';
import { serverI18n } from '../../runtime/i18n/serverI18n.ts';

describe('the build’s translation t', () => {
  it('answers what i18next answers, for key-only calls (kept) and calls with options', () => {
    const i18n = serverI18n('hi');
    const fixed = i18n.getFixedT(i18n.language, 'translation');
    const calls: [string, Record<string, unknown>?][] = [
      ['auth.createAccount'],
      ['page.races'],
      ['page.dropsCaption', { count: 1 }],
      ['page.dropsCaption', { count: 7 }],
      ['no.such.key'],
      ['auth.createAccount'],
    ];
    const seen: string[] = [];
    const Probe = () => {
      const { t } = useTranslation();
      for (const [key, options] of calls) seen.push(String(options ? t(key, options) : t(key)));
      return null;
    };
    renderToString(createElement(I18nextProvider, { i18n }, createElement(Probe)));
    renderToString(createElement(I18nextProvider, { i18n }, createElement(Probe)));
    const expected = calls.map(([key, options]) => String(options ? fixed(key, options) : fixed(key)));
    expect(seen).toEqual([...expected, ...expected]);
    expect(new Set(expected).size).toBeGreaterThan(3);
  });
});
