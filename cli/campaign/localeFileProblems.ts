/**
 * Every locale the site offers has a file with all of en.json's keys, none of them blank.
 * With a cache, the problems are reused while the locale files' texts are unchanged.
 */
import { join } from 'node:path';
import type { SiteConfig } from '../../model/siteConfigSchema.ts';
import type { ProjectFs } from './ProjectFs.ts';
import type { Problem } from './Problem.ts';
import { parseYamlSafely } from './parseYamlSafely.ts';
import { locate } from './locate.ts';
import { emptyValues, missingLocaleKeys } from './localeCoverage.ts';
import { readChecked } from './readChecked.ts';
import { hashText, type CachedFileCheck } from './checkCache.ts';

export interface LocaleCache {
  reuse: Record<string, CachedFileCheck>;
  entries: Record<string, CachedFileCheck>;
}

export async function localeFileProblems(
  fs: ProjectFs,
  root: string,
  config: SiteConfig | null,
  sources: Map<string, string>,
  rel: (p: string) => string,
  cache?: LocaleCache,
): Promise<Problem[]> {
  const locales = ['en', ...(config?.locales ?? []).filter((l) => l !== 'en')];
  const files = await Promise.all(
    locales.map(async (locale) => {
      const path = join(root, 'locales', `${locale}.json`);
      const file = rel(path);
      if (!fs.exists(path)) {
        return {
          locale,
          file,
          problem: {
            file,
            line: 1,
            col: 1,
            path: '',
            code: 'locale/missing-file',
            message: `promo.config.yaml offers ${locale} but ${file} does not exist. Add the translation file.`,
            severity: 'warning',
          } satisfies Problem,
        };
      }
      return { locale, file, ...(await readChecked(fs, path, file)) };
    }),
  );
  const key = 'locales:' + hashText(...files.flatMap((f) => [f.file, 'text' in f ? f.text : f.problem.code]));
  const hit = cache?.reuse[key];
  const out = hit ? hit.problems : checkLocales(files);
  if (cache) cache.entries[key] = { problems: out, assets: {} };
  for (const f of files) if ('text' in f && (!hit || out.some((p) => p.file === f.file))) sources.set(f.file, f.text);
  return out;
}

function checkLocales(
  files: ReadonlyArray<{ locale: string; file: string } & ({ text: string } | { problem: Problem })>,
): Problem[] {
  const out: Problem[] = [];
  const parse = (f: (typeof files)[number]) => {
    if (!('text' in f)) {
      out.push(f.problem);
      return null;
    }
    const parsed = parseYamlSafely(f.text, f.file);
    if (parsed.problems.length) {
      out.push(...parsed.problems);
      return null;
    }
    return parsed;
  };
  const en = parse(files[0]!);
  if (!en) return out;
  for (const f of files.slice(1)) {
    const other = parse(f);
    if (!other) continue;
    const { locale, file } = f;
    for (const key of missingLocaleKeys(en.value, other.value)) {
      const at = key.split('.');
      out.push({
        file: file,
        ...locate(other.doc, other.lc, at.slice(0, -1), 'key'),
        path: `/${at.join('/')}`,
        code: 'locale/missing-key',
        message: `The key "${key}" of en.json is missing here; English is shown instead. Add its ${locale} translation.`,
        severity: 'warning',
      });
    }
    for (const key of emptyValues(other.value)) {
      const at = key.split('.');
      out.push({
        file: file,
        ...locate(other.doc, other.lc, at),
        path: `/${at.join('/')}`,
        code: 'locale/empty',
        message: `"${key}" is empty. Write its ${locale} translation.`,
        severity: 'warning',
      });
    }
  }
  return out;
}
