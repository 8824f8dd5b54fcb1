/**
 * The chunk each of the React runtime's libraries goes into (Rollup's `manualChunks`, vite.config.ts):
 * one per library, so that the boot script can evaluate them one after the other, giving the main
 * thread back in between (runtime/boot/loadRuntime.ts imports them in dependency order: its LIBRARIES list must name a package of each
 * chunk here), instead of
 * the whole runtime in one long task. Every other module is left to Rollup.
 */

/** Chunk name → the packages in it: a library with the dependencies it brings (scheduler is react-dom's, kept beside react; use-sync-external-store is react-i18next's, kept with valtio, which loads first). */
export const RUNTIME_LIBRARIES = {
  react: ['react', 'scheduler'],
  'react-dom': ['react-dom'],
  i18next: ['i18next', 'react-i18next'],
  valtio: ['valtio', 'proxy-compare', 'use-sync-external-store'],
} as const;

const PACKAGE = /\/node_modules\/((?:@[^/]+\/)?[^/]+)\//;
const chunkOf = new Map<string, string>(
  Object.entries(RUNTIME_LIBRARIES).flatMap(([chunk, packages]) => packages.map((p) => [p, chunk] as const)),
);

/** The chunk of a module id, or undefined where Rollup decides (the project's own code, other packages). */
export function runtimeLibraryChunk(id: string): string | undefined {
  const pkg = PACKAGE.exec(id.replace(/\\/g, '/'))?.[1];
  return pkg ? chunkOf.get(pkg) : undefined;
}
