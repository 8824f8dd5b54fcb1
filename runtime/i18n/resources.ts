/**
 * Where translations live: locales/<lang>.json for the site, and templates/<name>/locales/<lang>.json
 * for a template's own labels, merged under "tpl.<name>" (a template calls t('tpl.<name>.key')).
 */
import en from '../../locales/en.json';
import { langOf, templateOf } from './localePath.ts';

type Tree = Record<string, unknown>;
type Loader = () => Promise<{ default: Tree }>;

// English is bundled with the runtime (i18n.ts imports it), so it is not also a lazy chunk.
export const siteFiles: Record<string, Loader> = {
  ...import.meta.glob<{ default: Tree }>(['../../locales/*.json', '!../../locales/en.json']),
  '../../locales/en.json': async () => ({ default: en }),
};
export const templateFiles = import.meta.glob<{ default: Tree }>('../../templates/*/locales/*.json');

/** Everything for one language: the site's strings plus every template's, under tpl.<name>. */
export async function loadLanguage(
  lang: string,
  site: Record<string, Loader> = siteFiles,
  templates: Record<string, Loader> = templateFiles,
): Promise<Tree | null> {
  const main = site[`../../locales/${lang}.json`];
  if (!main) return null;
  const tree: Tree = { ...(await main()).default };
  const tpl: Tree = {};
  await Promise.all(
    Object.entries(templates)
      .filter(([p]) => langOf(p) === lang)
      .map(async ([p, load]) => {
        tpl[templateOf(p)] = (await load()).default;
      }),
  );
  tree.tpl = tpl;
  return tree;
}
