/**
 * The project's files with the studio's unsaved drafts over them: checking a draft is checking the
 * project as if the file said that (`promo check` on a file that is not written yet). Only campaign
 * files are drafted; everything else is read from disk.
 */
import type { ProjectFs } from '../campaign/ProjectFs.ts';

export interface DraftFs extends ProjectFs {
  drafts: Map<string, string>;
}

export function draftFs(base: ProjectFs, drafts = new Map<string, string>()): DraftFs {
  return {
    ...base,
    drafts,
    readFile: (p) => (drafts.has(p) ? Promise.resolve(drafts.get(p)!) : base.readFile(p)),
    size: (p) => (drafts.has(p) ? Promise.resolve(Buffer.byteLength(drafts.get(p)!)) : base.size(p)),
    exists: (p) => drafts.has(p) || base.exists(p),
    readdir: async (p) => {
      const names = await base.readdir(p);
      const extra = [...drafts.keys()]
        .filter((f) => f.startsWith(`${p}/`) && !f.slice(p.length + 1).includes('/'))
        .map((f) => f.slice(p.length + 1));
      return [...new Set([...names, ...extra])];
    },
  };
}
