/**
 * What the render workers use instead of two slow paths (cli/build/renderWorkerHooks.mjs,
 * runtime/i18n/serverTranslation.ts) gives the same results (which module the hook answers for: renderWorkerHooks.test.ts): Vike's infinite-loop check still warns
 * past 49 calls of a name and fails past 99 within 5 s, and the translation `t` that keeps key-only
 * texts answers exactly what i18next's own fixed `t` answers, with and without options.
 */
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { loopCheck } from '../../cli/build/loopCheck.mjs';
import { useTranslation } from '../../runtime/i18n/serverTranslation.ts';
import { serverI18n } from '../../runtime/i18n/serverI18n.ts';

describe('the render workers’ infinite-loop check', () => {
  it('counts, warns and fails like Vike’s, with a name’s count restarting after 5 s', async () => {
    const utils = import.meta.resolve('vike/server').replace(/server\/runtime\/index\.js$/, 'utils/');
    const asserts = await import(`${utils}assert.js`);
    const { humanizeTime } = await import(`${utils}humanizeTime.js`);
    let clock = 1_000_000;
    const check = loopCheck({ ...asserts, humanizeTime }, () => clock);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      for (let i = 0; i < 49; i++) check('a()');
      for (let i = 0; i < 200; i++) check(`request-${i}`);
      expect(warn).not.toHaveBeenCalled();
      check('a()');
      expect(String(warn.mock.calls[0]?.[0])).toContain('a() called 50 times within 5 seconds — infinite loop?');
      for (let i = 0; i < 49; i++) check('a()');
      expect(() => check('a()')).toThrow(/a\(\) called 100 times within 5 seconds/);
      clock += 5001;
      for (let i = 0; i < 99; i++) check('a()');
      expect(warn).toHaveBeenCalledTimes(2);
    } finally {
      warn.mockRestore();
    }
  });
});

describe('the build’s translation t', () => {
  it('answers what i18next answers, for key-only calls (kept) and calls with options', () => {
    const i18n = serverI18n('hi');
    const fixed = i18n.getFixedT(i18n.language, 'translation');
    const calls: [string, Record<string, unknown>?][] = [['auth.createAccount'], ['page.races'], ['page.dropsCaption', { count: 1 }], ['page.dropsCaption', { count: 7 }], ['no.such.key'], ['auth.createAccount']];
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
