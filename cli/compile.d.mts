/** Types of compile.mjs (plain JavaScript: npm runs it at install, before anything can compile TypeScript). */
import type { Plugin } from 'esbuild';

/** The esbuild plugin that keeps `import.meta.url` the source file's in a chunk two folders below the root. */
export const sourceUrl: Plugin;
/** Compiles the CLI into .promo-cli/<build>/; answers the entry's path. */
export function compile(root?: string): Promise<string>;
/** The compiled entry when it is newer than every one of its inputs, else null. */
export function freshBuild(root?: string): string | null;
