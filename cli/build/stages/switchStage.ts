/**
 * Stage 7, switch: the complete build folder becomes the current build. The output folder (a link)
 * is switched to it in one rename, so a reader of `dist/` sees the old build or the new one, never a
 * gap; the build it replaces is kept for `promo rollback`, the one before as the spare the next build
 * recycles (writeAtomically.ts). A build that fails before this stage leaves `dist/` as it was.
 */
import { isAbsolute, relative } from 'node:path';
import { type BuildFolder, switchToBuild } from '../writeAtomically.ts';

export interface SwitchInput {
  root: string;
  folder: BuildFolder /** The output folder as the user gave it (`--out-dir`). */;
  outDir: string;
  cwd?: string;
}
export interface Switched {
  /** The build's final folder under `.promo/builds/`. */ dir: string /** The output folder as the build reports it: as given when absolute, else relative to `cwd`. */;
  shown: string;
}

export async function switchStage({ root, folder, outDir, cwd = process.cwd() }: SwitchInput): Promise<Switched> {
  const dir = await switchToBuild(root, folder);
  const target = folder.slots.target;
  return { dir, shown: isAbsolute(outDir) ? target : relative(cwd, target) || '.' };
}
