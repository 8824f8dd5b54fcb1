/**
 * The build options of the browser's bundle alone (Vite's `environments.client.build`, vite.config.ts); the
 * server's bundle imports React and the runtime's libraries as packages and is left as Rollup makes it.
 * - The React runtime's libraries each in a chunk of its own (runtimeLibraryChunk.ts), which the boot script
 *   evaluates one at a time with the main thread given back in between (runtime/boot/loadRuntime.ts).
 * - React DOM's client as top-level code, compiled off the main thread, not in a CommonJS wrapper (wrappedCommonjs.ts).
 */
import type { BuildEnvironmentOptions } from 'vite';
import { runtimeLibraryChunk } from './runtimeLibraryChunk.ts';
import { WRAPPED_COMMONJS } from './wrappedCommonjs.ts';

export const clientBuildOptions: BuildEnvironmentOptions = {
  commonjsOptions: { strictRequires: [...WRAPPED_COMMONJS] },
  rollupOptions: { output: { manualChunks: runtimeLibraryChunk } },
};
