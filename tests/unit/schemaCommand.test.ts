/** `promo schema` called in-process: the committed JSON Schema files match their TypeBox sources. */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runSchema } from '../../cli/commands/schema.ts';
import { REPO } from '../support/tempProject.ts';
import { inProcess } from '../support/inProcess.ts';
import { overlayFs } from '../support/overlayFs.ts';

describe('promo schema', () => {
  it('the committed JSON Schema files match their TypeBox sources', async () => {
    const fs = overlayFs();
    const r = await inProcess((out) => runSchema({ root: REPO, fs, out, writeFile: fs.writeFile }, { write: false }));
    expect(r.stdout).toContain('schema files match their sources');
    expect(r.code).toBe(0);
  });

  it('names a stale file and exits 1; --write rewrites it', async () => {
    const fs = overlayFs();
    const file = join(REPO, 'promo.config.schema.json');
    await fs.writeFile(file, '{}\n');
    const stale = await inProcess((out) =>
      runSchema({ root: REPO, fs, out, writeFile: fs.writeFile }, { write: false }),
    );
    expect(stale.code).toBe(1);
    expect(stale.stdout).toContain('promo.config.schema.json is out of date: run promo schema --write');
    const written = await inProcess((out) =>
      runSchema({ root: REPO, fs, out, writeFile: fs.writeFile }, { write: true }),
    );
    expect(written.stdout).toContain('wrote promo.config.schema.json');
    expect(fs.written.get(file)).toBe(readFileSync(file, 'utf8'));
  });
});
