/**
 * Records what a bundle was made of, for the bundle cache's key (bundleCache.ts): at the end of each
 * Vite build (client and server), the project files Rollup read — every module of the graph and every
 * file a plugin watched (`this.getWatchFiles()`: CSS dependencies, files a plugin read) — and the
 * files the Vite config was bundled from (`configFileDependencies`), written beside the bundles as
 * `inputs-<environment>.json`. Dependencies in node_modules are left out (the lockfile stands for
 * them), and so are virtual modules and files outside the project.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { isAbsolute, join, relative, sep } from 'node:path';
import type { Plugin } from 'vite';

/** What one build recorded, paths relative to the project root, `/`-separated and sorted. */
export interface RecordedInputs {
  modules: string[];
  config: string[];
}

/** The recorded file of one environment's build in a bundle folder (`inputs-client.json`). */
export const recordedInputsFile = (bundleDir: string, environment: string) =>
  join(bundleDir, `inputs-${environment}.json`);
export const RECORDED_INPUTS = /^inputs-[\w-]+\.json$/;

/** The project file a module id or watched path names, or null (virtual, a dependency, outside the root). */
export function projectFile(root: string, id: string): string | null {
  if (id.startsWith('\0') || id.startsWith('virtual:')) return null;
  const path = id.replace(/[?#].*$/, '');
  if (!isAbsolute(path)) return null;
  const rel = relative(root, path);
  if (!rel || rel.startsWith('..') || isAbsolute(rel) || rel.split(sep).includes('node_modules')) return null;
  return rel.split(sep).join('/');
}

const projectFiles = (root: string, ids: Iterable<string>) =>
  [...new Set([...ids].map((id) => projectFile(root, id)).filter((f) => f !== null))].sort();

/** The plugin for a bundle made into `bundleDir` from the project at `root`. */
export function bundleInputsPlugin(root: string, bundleDir: string): Plugin {
  let config: string[] = [];
  return {
    name: 'promo:bundle-inputs',
    apply: 'build',
    configResolved(resolved) {
      config = projectFiles(root, resolved.configFileDependencies);
    },
    buildEnd(error) {
      if (error) return;
      const recorded: RecordedInputs = { modules: projectFiles(root, this.getWatchFiles()), config };
      mkdirSync(bundleDir, { recursive: true });
      writeFileSync(
        recordedInputsFile(bundleDir, this.environment?.name ?? 'bundle'),
        `${JSON.stringify(recorded, null, 1)}\n`,
      );
    },
  };
}
