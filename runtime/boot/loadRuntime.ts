/**
 * Loads the React runtime (`app/startRuntime.tsx`) a library at a time: each import() below evaluates
 * one chunk (the build puts each library in a chunk of its own: cli/site/runtimeLibraryChunk.ts), and the
 * main thread is given back between them, so no step of the runtime's evaluation is one long task that
 * a tap, a frame or a scroll must wait behind. The files themselves come from the HTTP cache (warmFiles.ts
 * fetched them ahead) or are fetched here, all at once by the first import's preload.
 */
import { yieldToMain } from '../core/yieldToMain.ts';
import type { RuntimeLibrary } from './runtimeLibraries.ts';

/**
 * One import per library chunk, in RUNTIME_LIBRARIES' order (each library's own imports evaluated before it);
 * the type makes a chunk missing here a type error, and tests/unit/runtimeLibraries.test.ts checks each
 * import names a package of its chunk and the order.
 */
const LIBRARIES: { readonly [L in RuntimeLibrary]: () => Promise<unknown> } = {
  react: () => import('react'),
  'react-dom': () => import('react-dom/client'),
  valtio: () => import('valtio'),
  i18next: () => import('react-i18next'),
};

export async function loadRuntime(): Promise<typeof import('../app/startRuntime.tsx')> {
  for (const library of Object.values(LIBRARIES)) {
    await library();
    await yieldToMain();
  }
  return import('../app/startRuntime.tsx');
}
