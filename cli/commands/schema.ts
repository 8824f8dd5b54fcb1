/** `promo schema [--write]`: regenerates the JSON Schema files from the TypeBox sources, or verifies them. */
import { join } from 'node:path';
import { generateSchemas } from '../campaign/composeSchema.ts';
import type { ProjectFs } from '../campaign/ProjectFs.ts';

export interface SchemaDeps {
  root: string;
  fs: ProjectFs;
  writeFile: (path: string, text: string) => Promise<void>;
  out: (s: string) => void;
}

export async function runSchema(deps: SchemaDeps, opts: { write: boolean }): Promise<number> {
  const names = (await deps.fs.readdir(join(deps.root, 'templates')))
    .filter((n) => deps.fs.exists(join(deps.root, 'templates', n, 'params.ts')))
    .sort();
  const files = await generateSchemas(deps.root, names);
  let stale = 0;
  for (const [rel, text] of files) {
    const path = join(deps.root, rel);
    const current = deps.fs.exists(path) ? await deps.fs.readFile(path) : null;
    if (current === text) continue;
    if (opts.write) {
      await deps.writeFile(path, text);
      deps.out(`wrote ${rel}\n`);
    } else {
      stale++;
      deps.out(`${rel} is out of date: run promo schema --write\n`);
    }
  }
  if (!stale && !opts.write) deps.out(`✔ ${files.size} schema files match their sources.\n`);
  return stale ? 1 : 0;
}
