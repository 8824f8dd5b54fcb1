/**
 * The chunk each of the React runtime's libraries goes into (Rollup's `manualChunks`, the client build in
 * vite.config.ts): one per library of `RUNTIME_LIBRARIES` (runtime/boot/runtimeLibraries.ts), so that the boot
 * script can evaluate them one after the other, giving the main thread back in between
 * (runtime/boot/loadRuntime.ts), instead of the whole runtime in one long task. Every other module is left to Rollup.
 */
import { RUNTIME_LIBRARIES } from '../../runtime/boot/runtimeLibraries.ts';

const PACKAGE = /\/node_modules\/((?:@[^/]+\/)?[^/]+)\//;
const chunkOf = new Map<string, string>(
  Object.entries(RUNTIME_LIBRARIES).flatMap(([chunk, packages]) => packages.map((p) => [p, chunk] as const)),
);

/** The chunk of a module id, or undefined where Rollup decides (the project's own code, other packages). */
export function runtimeLibraryChunk(id: string): string | undefined {
  const pkg = PACKAGE.exec(id.replace(/\\/g, '/'))?.[1];
  return pkg ? chunkOf.get(pkg) : undefined;
}
