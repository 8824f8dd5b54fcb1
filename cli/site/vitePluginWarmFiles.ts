/**
 * Writes into the boot script the files its page may fetch ahead of a tap (runtime/boot/warmFiles.ts):
 * the React runtime's chunks, each dialog's, each language's strings, every one with the chunks it
 * imports, less those the boot script's own page already loads. Done in `renderChunk`, where chunk
 * names still carry Rollup's hash placeholders, so the boot chunk's own hash follows the names it lists.
 * The runtime files' sizes are written in last (`generateBundle`, once every file is final): they follow
 * from the files' contents, which their hashed names in the list already stand for.
 */
import type { Plugin } from 'vite';
import type { WarmFiles } from '../../runtime/boot/warmFiles.ts';
import { DIALOG_KINDS } from '../../model/codes.ts';

/** The string runtime/boot/warmFiles.ts holds until the build replaces it. */
export const WARM_FILES_MARKER = '__PROMO_WARM_FILES__';
/**
 * Stands for the runtime files' sizes (`runtimeBytes`) until the files are final (generateBundle);
 * digits and commas replace it, which need no escaping in whatever quotes the minifier chose.
 */
export const WARM_BYTES_MARKER = '__PROMO_WARM_BYTES__';
const QUOTED_MARKER = new RegExp(`(["'\`])${WARM_FILES_MARKER}\\1`, 'g');

/** What the computation needs of a Rollup chunk. */
export interface ChunkLike {
  fileName: string;
  imports: readonly string[];
  moduleIds: readonly string[];
}

const RUNTIME = /\/runtime\/app\/startRuntime\.tsx$/;
/** runtime/dialogs/SignUpDialog.tsx → sign-up (dialog files are named after the dialog); kept for the kinds a control can carry. */
const DIALOG = /\/runtime\/dialogs\/([A-Z]\w*)Dialog\.tsx$/;
/** locales/<lang>.json: the site's strings in one language (templates' own labels are left to the runtime). */
const SITE_LOCALE = /(?:^|\/)locales\/([a-z]{2,3})\.json$/;
const kebab = (pascal: string) => pascal.replace(/[A-Z]/g, (c, i: number) => (i ? '-' : '') + c.toLowerCase());

/**
 * The longest start and end every name shares (kept once in `base`/`ext` instead of in every name),
 * never cutting into a Rollup hash placeholder (`!~{…}~`, replaced by the hash after this).
 */
export function commonEnds(names: string[]): [prefix: number, suffix: number] {
  if (!names.length) return [0, 0];
  const first = names[0]!;
  let p = first.length;
  for (const n of names) {
    const open = n.indexOf('!~{');
    p = Math.min(p, n.length, open < 0 ? n.length : open);
    while (p && n.slice(0, p) !== first.slice(0, p)) p--;
  }
  let x = first.length - p;
  for (const n of names) {
    const close = n.lastIndexOf('}~');
    x = Math.min(x, n.length - p, close < 0 ? n.length : n.length - close - 2);
    while (x && n.slice(n.length - x) !== first.slice(first.length - x)) x--;
  }
  return [p, x];
}

/** The WarmFiles of a boot chunk (`host`) among `chunks` (by file name), URLs under `base`. */
export function warmFilesFor(host: ChunkLike, chunks: Record<string, ChunkLike>, base: string): WarmFiles {
  const closure = (start: ChunkLike, into = new Set<string>()) => {
    if (into.has(start.fileName)) return into;
    into.add(start.fileName);
    for (const name of start.imports) {
      const c = chunks[name];
      if (c) closure(c, into);
    }
    return into;
  };
  const loaded = closure(host);
  // A chunk is known by the modules in it (Rollup gives a dynamic entry merged with shared code no facade).
  const located = Object.values(chunks).flatMap((c) =>
    c.moduleIds.map((m) => ({ id: m.replace(/\\/g, '/'), chunk: c })),
  );
  const runtimeChunk = located.find((m) => RUNTIME.test(m.id))?.chunk;
  const runtime = runtimeChunk ? [...closure(runtimeChunk)].filter((f) => !loaded.has(f)) : [];
  // Dialogs and languages always come with the runtime: their lists leave its files out.
  const withRuntime = new Set([...loaded, ...runtime]);
  const files = (c: ChunkLike) => [...closure(c)].filter((f) => !withRuntime.has(f));
  const kinds: readonly string[] = DIALOG_KINDS;
  const dialogs: Record<string, string[]> = {};
  const languages: Record<string, string[]> = {};
  for (const { id, chunk } of located) {
    const dialog = DIALOG.exec(id);
    const kind = dialog && kebab(dialog[1]!);
    const lang = SITE_LOCALE.exec(id)?.[1];
    if (kind && kinds.includes(kind)) dialogs[kind] = files(chunk);
    // Strings bundled with the runtime (English) are not a chunk of their own.
    else if (lang && !id.includes('/templates/') && !withRuntime.has(chunk.fileName)) languages[lang] = files(chunk);
  }
  const all = [...runtime, ...Object.values(dialogs).flat(), ...Object.values(languages).flat()];
  const [p, x] = commonEnds([...new Set(all)]);
  const short = (list: string[]) => list.map((f) => f.slice(p, f.length - x));
  const shortMap = (m: Record<string, string[]>) =>
    Object.fromEntries(Object.entries(m).map(([k, v]) => [k, short(v)]));
  return {
    base: base + (all[0] ?? '').slice(0, p),
    ext: (all[0] ?? '').slice((all[0] ?? '').length - x),
    runtime: short(runtime),
    dialogs: shortMap(dialogs),
    languages: shortMap(languages),
  };
}

/** The size in bytes of each of the runtime's files, in the order warmFilesFor lists them; null if one is missing. */
export function runtimeBytes(host: ChunkLike, chunks: Record<string, ChunkLike & { code: string }>): number[] | null {
  const warm = warmFilesFor(host, chunks, '');
  const sizes = warm.runtime.map((f) => chunks[warm.base + f + warm.ext]?.code);
  return sizes.every((c) => c !== undefined) ? sizes.map((c) => Buffer.byteLength(c!)) : null;
}

export function warmFilesPlugin(): Plugin {
  let base = '/';
  return {
    name: 'promo:warm-files',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    renderChunk(code, chunk, _options, meta) {
      if (!code.includes(WARM_FILES_MARKER)) return null;
      const warm = warmFilesFor(chunk, meta.chunks, base);
      // Server bundles have no runtime chunk: the marker stays (the boot script then warms nothing).
      if (!warm.runtime.length) return null;
      const text = `${JSON.stringify(warm).slice(0, -1)},"runtimeBytes":[${WARM_BYTES_MARKER}]}`;
      return { code: code.replace(QUOTED_MARKER, JSON.stringify(text)), map: null };
    },
    generateBundle: {
      // After Vite's own rewriting of the chunks (preload lists): the sizes are those served.
      order: 'post',
      handler(_options, bundle) {
        const chunks = Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [c] : []));
        const byName = Object.fromEntries(chunks.map((c) => [c.fileName, c]));
        for (const chunk of chunks) {
          if (!chunk.code.includes(WARM_BYTES_MARKER)) continue;
          const sizes = runtimeBytes(chunk, byName);
          chunk.code = chunk.code.replace(WARM_BYTES_MARKER, (sizes ?? []).join(','));
        }
      },
    },
  };
}
