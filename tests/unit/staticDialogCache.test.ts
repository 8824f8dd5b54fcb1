/**
 * The pre-rendered call-to-action dialog's cache (runtime/pages/staticDialog.ts, cli/build/dialogCache.ts): a page
 * whose dialog is made of the same things (a text edit) is answered from it without rendering; a change to anything
 * the dialog shows (its kind and data, the site it links to, the features it reads, the language, the template)
 * asks for another entry and renders it; the dialog reads no boot data its key leaves out; the copy kept is the
 * dialog as rendered without a cache, and the build's folder keeps it between processes, one folder per bundle.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkProject } from '../../cli/campaign/checkProject.ts';
import { nodeFs } from '../../cli/campaign/ProjectFs.ts';
import { planSite } from '../../cli/site/planSite.ts';
import { dialogCacheDir, folderDialogCache, pruneDialogCache } from '../../cli/build/dialogCache.ts';
import { bootDataOf, type BootData } from '../../runtime/core/BootData.ts';
import { pageI18n } from '../../runtime/i18n/pageI18n.ts';
import { dialogBoot, staticDialogHtml, type DialogCache } from '../../runtime/pages/staticDialog.ts';
import { REPO } from '../support/tempProject.ts';
import { resetSettings } from '../../runtime/auth/settings.ts';

const { config, campaigns } = await checkProject({ root: REPO, fs: nodeFs });
const manifest = planSite(
  config!,
  campaigns.map((c) => c.data),
  { env: 'development', at: Date.parse('2026-11-21T12:00:00Z') },
);
const page = Object.values(manifest.pages).find((p) => p.campaign.slug === 'welcome-bonuses' && !p.experiment)!;
const base = bootDataOf(page);
const template = page.campaign.template;

/** A cache in memory that counts what it was asked, and answers `planted` for an entry it holds. */
function counting() {
  const held = new Map<string, string>();
  const asked: string[] = [];
  const cache: DialogCache = {
    get: (inputs) => (asked.push(inputs), held.get(inputs)),
    set: (inputs, html) => void held.set(inputs, html),
  };
  return { cache, held, asked };
}
const render = async (boot: BootData, lang = boot.language, tpl = template, cache?: DialogCache) =>
  staticDialogHtml(boot, await pageI18n(lang, tpl), tpl, cache);

describe('the pre-rendered dialog cache', () => {
  // A build renders with no site settings loaded (a render worker asks no API): the currency select offers the
  // call to action's currency alone. Another file in this worker (isolate: false) may have loaded them.
  beforeEach(() => resetSettings());

  it('answers a dialog made of the same things from the cache, without rendering it', async () => {
    const { cache, held } = counting();
    const first = await render(base, undefined, undefined, cache);
    expect(first).toContain('<template id="promo-dialog" data-kind="sign-up">');
    expect(held.size).toBe(1);
    // What the cache holds is what the page gets: a planted entry shows no render happened.
    const [inputs] = [...held.keys()];
    held.set(inputs!, 'PLANTED');
    // The same page after a text edit: a new title is not in the boot data, nor is anything else the dialog shows.
    const edited = bootDataOf({ ...page, campaign: { ...page.campaign, text: { en: { title: 'Edited' } } } });
    expect(await render(edited, undefined, undefined, cache)).toBe('PLANTED');
    expect(held.size).toBe(1);
  });

  it('keeps the dialog exactly as a render without a cache makes it', async () => {
    const { cache } = counting();
    expect(await render(base, undefined, undefined, cache)).toBe(await render(base));
    expect(await render(base, undefined, undefined, cache)).toBe(await render(base));
  });

  it('renders again on a change to anything the dialog shows, each change under its own entry', async () => {
    const cta = base.cta!;
    const variations: Array<[string, BootData, string?, string?]> = [
      ['another variant', { ...base, cta: { ...cta, variant: 'aviator' } }],
      ['another currency', { ...base, cta: { ...cta, currency: 'BRL' } }],
      ['another bonus', { ...base, cta: { ...cta, bonus: 'sport' } }],
      ['sign-in instead', { ...base, cta: { ...cta, kind: 'sign-in', variant: 'default' } }],
      [
        'the site links elsewhere',
        { ...base, site: { ...base.site, hosts: { ...base.site.hosts, mainApp: 'https://elsewhere.example' } } },
      ],
      ['a feature the form reads', { ...base, features: { ...base.features, currencyQuery: 'val_cur' } }],
      ['another language', { ...base, language: 'hi' }, 'hi'],
      ['another template', base, undefined, 'wheel'],
    ];
    const { cache, held, asked } = counting();
    const plain = await render(base, undefined, undefined, cache);
    for (const [what, boot, lang, tpl] of variations) {
      const before = held.size;
      const html = await render(boot, lang, tpl, cache);
      expect(held.size, what).toBe(before + 1);
      expect(html, what).toBe(await render(boot, lang, tpl));
      expect(asked.at(-1), what).not.toBe(asked[0]);
    }
    // Most of these show on this page (the bonus in other variants, the currency query on a visit): a shared entry would have shown a stale dialog.
    for (const [what, boot, lang, tpl] of variations)
      if (!['another bonus', 'a feature the form reads', 'another template'].includes(what))
        expect(await render(boot, lang, tpl), what).not.toBe(plain);
  });

  it('lets the dialog read only the boot data its key holds: any other field is an error naming it', () => {
    const seen = dialogBoot(base);
    expect(seen.cta).toEqual(base.cta);
    expect(seen.site).toEqual(base.site);
    expect(() => seen.slug).toThrow(/boot\.slug, which its cache key leaves out/);
    expect(() => seen.url).toThrow(/DIALOG_BOOT in runtime\/pages\/staticDialog\.ts/);
    expect(() => ({ ...seen })).toThrow(/cache key leaves out/);
  });

  it("keeps dialogs in a folder per bundle between processes, and a file holding another dialog's inputs is no answer", () => {
    const root = mkdtempSync(join(tmpdir(), 'promo-dialog-cache-'));
    const dir = dialogCacheDir(root, 'bundle-a');
    expect(dialogCacheDir(root, 'bundle-b')).not.toBe(dir);
    folderDialogCache(dir).set('{"inputs":1}', '<template>one</template>');
    // Another process (a new cache over the same folder) finds it, byte for byte.
    expect(folderDialogCache(dir).get('{"inputs":1}')).toBe('<template>one</template>');
    expect(folderDialogCache(dir).get('{"inputs":2}')).toBeUndefined();
    expect(folderDialogCache(dialogCacheDir(root, 'bundle-b')).get('{"inputs":1}')).toBeUndefined();
    // A file at the name whose first line is other inputs (a hash collision, a damaged file) is not this dialog.
    const [file] = readdirSync(dir);
    writeFileSync(join(dir, file!), '{"inputs":3}\n<template>three</template>');
    expect(folderDialogCache(dir).get('{"inputs":1}')).toBeUndefined();
    expect(readFileSync(join(dir, file!), 'utf8')).toContain('three');
  });

  it('removes the folders of bundles the bundle cache no longer holds', async () => {
    const root = mkdtempSync(join(tmpdir(), 'promo-dialog-cache-'));
    for (const b of ['kept', 'gone']) folderDialogCache(dialogCacheDir(root, b)).set('x', 'y');
    await pruneDialogCache(root, new Set(['kept']));
    expect(readdirSync(join(dialogCacheDir(root, 'kept'), '..'))).toEqual(['kept']);
    await pruneDialogCache(mkdtempSync(join(tmpdir(), 'promo-dialog-cache-')), new Set());
  });
});
