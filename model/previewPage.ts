/**
 * A page as it looks at another moment or in another language: what `promo dev` shows for
 * `?at=2026-12-01T10:00` and `?lang=hi`. Pure; no dependencies (it runs in Vike's +data).
 */
import { languageOfPage, type PageData } from './Site.ts';
import type { Locale } from './codes.ts';
import { isLocalDateTime, zonedEpoch } from './zonedTime.ts';
import { statusAt } from './scheduleStates.ts';

export interface Preview {
  at?: number;
  lang?: Locale;
}

/**
 * `2026-12-01T10:00` (or `2026-12-01`) read in `timeZone`, as epoch milliseconds; a moment with its
 * own offset (`…Z`, `…+05:30`) as given. null when it is not a date.
 */
export function parseMoment(text: string, timeZone = 'UTC'): number | null {
  if (isLocalDateTime(text)) return zonedEpoch(text, timeZone);
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(text)) return null;
  const t = Date.parse(text);
  return Number.isNaN(t) ? null : t;
}

/** Reads ?at= and ?lang= for a page; anything unusable is left out and explained in `problems`. */
export function readPreview(search: Record<string, string>, page: PageData): { preview: Preview; problems: string[] } {
  const preview: Preview = {};
  const problems: string[] = [];
  if (search.at !== undefined) {
    const tz = page.campaign.schedule?.timeZone ?? 'UTC';
    const at = parseMoment(search.at, tz);
    if (at === null)
      problems.push(`?at=${search.at} is not a moment like 2026-12-01T10:00 (read in ${tz}); showing now.`);
    else preview.at = at;
  }
  if (search.lang !== undefined) {
    const lang = page.site.locales.find((l) => l === search.lang);
    if (lang) preview.lang = lang;
    else
      problems.push(
        `?lang=${search.lang} is not one of the site's languages (${page.site.locales.join(', ')}); showing ${languageOfPage(page)}.`,
      );
  }
  return { preview, problems };
}

/**
 * The page data as seen at `preview.at` (its state and countdowns, and a clock that goes on from that
 * moment, not the visitor's: `visitAt`) and in `preview.lang` — the page file's language, as the build's
 * other-language pages set it (cli/site/planLanguages.ts); the campaign's own `language` stays, since it
 * says which language an English fallback copies (runtime/content/textLanguage.ts).
 */
export function previewPage(page: PageData, preview: Preview): PageData {
  let out = page;
  if (preview.at !== undefined)
    out = { ...out, status: statusAt(out.window, preview.at), builtAt: preview.at, visitAt: preview.at };
  if (preview.lang !== undefined) out = { ...out, language: preview.lang };
  return out;
}
