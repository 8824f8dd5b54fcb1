/**
 * The server render's i18n (runtime/i18n/pageI18n.ts) loads only a page's language and template, and gives
 * every string that page reads exactly as serverI18n.ts (every locale bundled) does: the site's and the
 * template's, in the language or English where the language has none.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pageI18n } from '../../runtime/i18n/pageI18n.ts';
import { serverI18n } from '../../runtime/i18n/serverI18n.ts';
import { REPO } from '../support/tempProject.ts';

type Tree = { [k: string]: string | Tree };
const keys = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [prefix + k] : keys(v, `${prefix}${k}.`)));
const json = (...path: string[]) => JSON.parse(readFileSync(join(REPO, ...path), 'utf8')) as Tree;

describe('pageI18n', () => {
  it("gives a page's site and template strings as serverI18n does, in its language with English where it has none", async () => {
    const wanted = [
      ...keys(json('locales', 'en.json')),
      ...keys(json('templates', 'wheel', 'locales', 'en.json'), 'tpl.wheel.'),
    ];
    for (const lang of ['en', 'hi', 'bn']) {
      const page = await pageI18n(lang, 'wheel');
      const all = serverI18n(lang);
      expect(page.language).toBe(lang);
      expect(wanted.map((k) => page.t(k))).toEqual(wanted.map((k) => all.t(k)));
    }
    // Some of those are in the language itself, not English.
    expect((await pageI18n('hi', 'wheel')).t('page.notFoundTitle')).toBe(serverI18n('hi').t('page.notFoundTitle'));
    expect(serverI18n('hi').t('page.notFoundText')).not.toBe(serverI18n('en').t('page.notFoundText'));
  });

  it("loads no other template's strings, nor another language's", async () => {
    const page = await pageI18n('pt', 'vip');
    expect(page.exists('tpl.vip', { lng: 'pt' })).toBe(true);
    expect(page.exists('tpl.crash', { lng: 'pt' })).toBe(false);
    expect(page.hasResourceBundle('ru', 'translation')).toBe(false);
    // The error page (no template): the site's strings only.
    const error = await pageI18n('ru');
    expect(error.t('page.notFoundTitle')).toBe(serverI18n('ru').t('page.notFoundTitle'));
    expect(error.hasResourceBundle('ru', 'translation')).toBe(true);
    expect(error.getResource('ru', 'translation', 'tpl.vip')).toBeUndefined();
  });
});
