/**
 * The page's call-to-action dialog, pre-rendered (issue 27): the sign-up or sign-in dialog the campaign's call
 * to action opens, rendered by the runtime's own components with the page's strings (renderStaticDialog.tsx). A
 * tap before the React runtime has started shows it at once (boot/staticDialog.ts) and the visitor can type; the
 * runtime then takes it over, keeping what was typed (dialogs/adoptStaticDialog.ts). Other kinds, and pages
 * without such a call to action, get none.
 *
 * `promo build` keeps each rendered dialog in a cache (cli/build/dialogCache.ts, one folder per server bundle:
 * the code, the CSS and every string file), by everything else it is made of: the kind, the dialog's data, the
 * page's language and template (whose strings the page's i18n instance holds), and the fields of the boot data
 * in `DIALOG_BOOT`. The dialog renders with a boot data that has only those fields and throws on a read of any
 * other, so nothing it shows can be left out of the key. A text edit changes none of them: its pages render no
 * dialog and load none of the dialogs' modules.
 */
import type { i18n } from 'i18next';
import type { BootData } from '../core/BootData.ts';
import { dialogForControl } from '../dialogs/dialogForControl.ts';

/** The boot data fields the dialog may read while it renders (each one part of its cache key). */
export const DIALOG_BOOT = [
  'cta',
  'site',
  'features',
  'language',
  'experiment',
] as const satisfies readonly (keyof BootData)[];
const ALLOWED: ReadonlySet<string | symbol> = new Set(DIALOG_BOOT);

/**
 * Dialogs rendered before, by what they are made of (`inputs`, a string the cache compares whole). The
 * build's keeps them between builds of the same bundle; without one every dialog is rendered.
 */
export interface DialogCache {
  get(inputs: string): string | undefined;
  set(inputs: string, html: string): void;
}

/** The boot data as the dialog sees it: the `DIALOG_BOOT` fields; reading another is an error naming it. */
export function dialogBoot(boot: BootData): BootData {
  const picked: Partial<BootData> = {};
  for (const f of DIALOG_BOOT) if (boot[f] !== undefined) Object.assign(picked, { [f]: boot[f] });
  const outside = (key: string | symbol): never => {
    throw new Error(
      `the pre-rendered dialog read boot.${String(key)}, which its cache key leaves out: add it to DIALOG_BOOT in runtime/pages/staticDialog.ts`,
    );
  };
  return new Proxy(picked as BootData, {
    get: (t, key) => (ALLOWED.has(key) || typeof key === 'symbol' ? Reflect.get(t, key) : outside(key)),
    has: (t, key) => (ALLOWED.has(key) || typeof key === 'symbol' ? Reflect.has(t, key) : outside(key)),
    ownKeys: () => outside('<every key>'),
  });
}

/**
 * The `<template>` for the page's call to action, or '' when it opens no sign-up or sign-in dialog; from `cache`
 * when it holds this dialog, else rendered (its modules imported then) and kept there.
 */
export async function staticDialogHtml(
  boot: BootData,
  i18n: i18n,
  template: string,
  cache?: DialogCache,
): Promise<string> {
  const kind = boot.cta?.kind;
  const target = kind ? dialogForControl(kind, boot) : null;
  if (!kind || !target || (target.name !== 'sign-up' && target.name !== 'sign-in')) return '';
  const seen = dialogBoot(boot);
  const inputs = JSON.stringify({
    kind,
    target,
    boot: Object.fromEntries(DIALOG_BOOT.map((f) => [f, boot[f] ?? null])),
    language: i18n.language,
    template,
  });
  const hit = cache?.get(inputs);
  if (hit !== undefined) return hit;
  const { renderStaticDialog } = await import('./renderStaticDialog.tsx');
  const html = renderStaticDialog(kind, target, seen, i18n);
  cache?.set(inputs, html);
  return html;
}
