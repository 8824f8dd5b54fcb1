/**
 * The React runtime's libraries, in the order `loadRuntime.ts` evaluates them (each one's own imports
 * first): chunk name → the packages the build puts in that chunk (cli/site/runtimeLibraryChunk.ts, the
 * client build's `manualChunks`). A library comes with the dependencies it brings: scheduler is react-dom's,
 * kept beside react; use-sync-external-store is react-i18next's, kept with valtio, which loads first.
 * Data only: the boot script imports its type, never its value.
 */
export const RUNTIME_LIBRARIES = {
  react: ['react', 'scheduler'],
  'react-dom': ['react-dom'],
  valtio: ['valtio', 'proxy-compare', 'use-sync-external-store'],
  i18next: ['i18next', 'react-i18next'],
} as const;

/** A runtime library's chunk name. */
export type RuntimeLibrary = keyof typeof RUNTIME_LIBRARIES;
