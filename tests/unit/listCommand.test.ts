/** `promo list` called in-process: routes, status at a given moment, the status filter, the table. */
import { describe, expect, it } from 'vitest';
import { runList, type ListOptions } from '../../cli/commands/list.ts';
import { nodeFs } from '../../cli/campaign/ProjectFs.ts';
import { REPO } from '../support/tempProject.ts';
import { inProcess } from '../support/inProcess.ts';

const list = (opts: ListOptions) => inProcess((out) => runList({ root: REPO, fs: nodeFs, out }, opts));

describe('promo list', () => {
  it('shows slug, template, routes, status and locales; filters by status', async () => {
    const all = await list({ json: true, at: Date.parse('2026-11-20T00:00:00Z') });
    const rows = JSON.parse(all.stdout) as { slug: string; status: string; routes: string[] }[];
    const race = rows.find((r) => r.slug === 'cash-race')!;
    expect(race.routes).toContain('/cash-race/hi/');
    const ended = JSON.parse((await list({ json: true, status: 'ended', at: Date.parse('2030-01-01') })).stdout) as {
      slug: string;
    }[];
    expect(ended.map((r) => r.slug)).toContain('cash-race');
    const table = await list({ at: Date.now() });
    expect(table.code).toBe(0);
    expect(table.stdout).toMatch(/^SLUG\s+TEMPLATE\s+ROUTES\s+STATUS\s+LOCALES/);
  });
});
