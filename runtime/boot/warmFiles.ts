/**
 * The code a tap will need — the React runtime, the dialog of the page's call to action, the
 * page language's strings — to be fetched (not run) once the page has painted (boot.ts, with
 * preloadInTurn.ts): a tap that comes before the runtime has started finds the files loaded or
 * loading, and nothing runs before interaction that did not before. The build writes the list of
 * files into this module (cli/site/vitePluginWarmFiles.ts); in development there is none.
 */

/**
 * The files of each dynamically loaded part with the chunks it imports, less those loaded already;
 * a dialog's or language's list leaves out the runtime's (they come with it). A file's URL is
 * `base + name + ext` (the part every name shares is written once).
 */
export interface WarmFiles {
  base: string;
  ext: string;
  runtime: string[];
  /** By the kind of control that opens it (`sign-up`, `sign-in`, …). */
  dialogs: Record<string, string[]>;
  /** The site's strings by language; English is bundled with the runtime. */
  languages: Record<string, string[]>;
  /**
   * The size in bytes (as served, before compression) of each of the runtime's files, in the order of
   * `runtime`: written once the files are final, it tells how near a file's download is to its end.
   */
  runtimeBytes?: number[];
}

// The build replaces this string (WARM_FILES_MARKER) with the JSON of a WarmFiles; a string that is
// parsed at run time keeps the bundler from folding the development value into the code.
const BUILT: string = '__PROMO_WARM_FILES__';

/** The build's list, or null where there is none (development, tests). */
export function builtWarmFiles(text: string = BUILT): WarmFiles | null {
  if (!text.startsWith('{')) return null;
  try {
    return JSON.parse(text) as WarmFiles;
  } catch {
    return null;
  }
}

/** The size of a file the list names (by URL), where the build wrote it (the runtime's files). */
export function sizeOfFile(files: WarmFiles): (href: string) => number | undefined {
  const sizes = new Map(files.runtime.map((f, i) => [files.base + f + files.ext, files.runtimeBytes?.[i]]));
  return (href) => sizes.get(href);
}

/**
 * What to fetch, in turn: first the runtime with the language's strings (its start needs both),
 * then the dialog's code, which then downloads while the runtime is being evaluated.
 */
export function warmGroups(files: WarmFiles, dialog: string | undefined, language: string): string[][] {
  const pick = (map: Record<string, string[]>, key: string | undefined) =>
    key !== undefined && Object.hasOwn(map, key) ? map[key]! : [];
  const url = (f: string) => files.base + f + files.ext;
  return [[...files.runtime, ...pick(files.languages, language)].map(url), pick(files.dialogs, dialog).map(url)];
}
