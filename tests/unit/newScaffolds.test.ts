/** `promo new`: how it picks a template, and every template's scaffold passes `promo check` with no problem at all. */
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { readdirSync, existsSync } from 'node:fs';
import { runNew, type NewDeps } from '../../cli/commands/new.ts';
import { PromoError } from '../../cli/errors/PromoError.ts';
import { checkProject } from '../../cli/campaign/checkProject.ts';
import { overlayFs, type OverlayFs } from '../support/overlayFs.ts';
import { REPO } from '../support/tempProject.ts';
import { memoryCheckCache } from '../support/memoryCheckCache.ts';

const templates = readdirSync(join(REPO, 'templates')).filter((t) =>
  existsSync(join(REPO, 'templates', t, 'campaign.yaml.hbs')),
);

/** The real project seen through an in-memory layer (nothing touches the working tree); `fs.written` holds what was written. */
const cache = memoryCheckCache();
function deps(fs: OverlayFs = overlayFs(), extra: Partial<NewDeps> = {}): NewDeps {
  return {
    root: REPO,
    fs,
    cache,
    out: () => undefined,
    now: () => new Date('2026-12-01T00:00:00Z'),
    writeFile: fs.writeFile,
    removeFile: fs.removeFile,
    ...extra,
  };
}
const failure = (p: Promise<unknown>) =>
  p.then(
    () => {
      throw new Error('expected a PromoError');
    },
    (e: unknown) => {
      if (!(e instanceof PromoError)) throw e;
      return e;
    },
  );

describe('choosing a template', () => {
  it('says the slug is missing when there is none', async () => {
    const e = await failure(runNew(deps(), undefined, { template: 'tournament' }));
    expect(e.data.code).toBe('PROMO_MISSING_SLUG');
    expect(e.message).toContain('needs the slug');
  });

  it('without a terminal, lists every template with its description in the error', async () => {
    const e = await failure(runNew(deps(), 'diwali-race', {}));
    expect(e.data.code).toBe('PROMO_TEMPLATE_NOT_CHOSEN');
    for (const t of templates) expect(e.message).toMatch(new RegExp(`^  ${t} +\\S`, 'm'));
    expect(e.message).toContain('Leaderboard tournament');
    expect(e.message).toContain('promo new diwali-race --template tournament');
  });

  it('in a terminal, asks with every template and its description, and uses the answer', async () => {
    const fs = overlayFs();
    let offered: { name: string; description: string }[] = [];
    const file = await runNew(
      deps(fs, {
        chooseTemplate: async (list) => {
          offered = list;
          return 'wheel';
        },
      }),
      'diwali-wheel',
      {},
    );
    expect(offered.map((t) => t.name)).toEqual(templates);
    expect(offered.every((t) => t.description.length > 10)).toBe(true);
    expect(fs.written.get(file)).toContain('template: wheel');
  });

  it('suggests the closest template for a misspelt one', async () => {
    const e = await failure(runNew(deps(), 'diwali-race', { template: 'tournamnet' }));
    expect(e.message).toContain('Did you mean tournament?');
  });
});

describe('scaffolds', () => {
  it.each(templates)('%s: the scaffold passes promo check with no errors and no warnings', async (template) => {
    const fs = overlayFs();
    const slug = `scaffold-${template}`;
    const file = await runNew(deps(fs), slug, { template });
    const { problems, campaigns } = await checkProject({ root: REPO, fs, alone: true, files: [file] });
    expect(problems.map((p) => `${p.line}:${p.col} ${p.severity} ${p.code} ${p.path}: ${p.message}`)).toEqual([]);
    // Its numbers agree: a prize table adds up to the pool and pays exactly the winners.
    const t = campaigns[0]!.data.tournament;
    if (t?.pool && t.prizes) {
      expect(t.prizes.reduce((sum, r) => sum + r.amount * ((r.to ?? r.from) - r.from + 1), 0)).toBe(t.pool.amount);
      expect(Math.max(...t.prizes.map((r) => r.to ?? r.from))).toBe(t.winners);
    }
  });
});
