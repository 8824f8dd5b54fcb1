/** `promo stories [slugs…]`: a few campaigns per template, plus the ones being edited. */
import { describe, expect, it } from 'vitest';
import { chooseCampaigns, PER_TEMPLATE } from '../../cli/commands/stories.ts';
import { checkProject } from '../../cli/campaign/checkProject.ts';
import { nodeFs } from '../../cli/campaign/ProjectFs.ts';
import { PromoError } from '../../cli/errors/PromoError.ts';
import { REPO } from '../support/tempProject.ts';

const all = (await checkProject({ root: REPO, fs: nodeFs })).campaigns.map((c) => c.data);
const slugsOf = (m: Map<string, { slug: string }[]>) => [...m.values()].flat().map((c) => c.slug);

describe('chooseCampaigns', () => {
  it('takes a few campaigns of every template by default', () => {
    const chosen = chooseCampaigns(all);
    expect([...chosen.keys()]).toEqual([...new Set(all.map((c) => c.template))].sort());
    for (const list of chosen.values()) expect(list.length).toBeLessThanOrEqual(PER_TEMPLATE);
  });

  it('adds the campaigns named, under their template, beside the default picks', () => {
    const plain = slugsOf(chooseCampaigns(all));
    const extra = all.find((c) => !plain.includes(c.slug))!;
    const chosen = chooseCampaigns(all, [extra.slug]);
    expect(chosen.get(extra.template)!.map((c) => c.slug)).toContain(extra.slug);
    expect(slugsOf(chosen).sort()).toEqual([...plain, extra.slug].sort());
    // Naming one that is picked anyway adds nothing twice.
    expect(slugsOf(chooseCampaigns(all, [plain[0]!])).sort()).toEqual([...plain].sort());
  });

  it('refuses an unknown slug, suggesting the closest', () => {
    let error: unknown;
    try { chooseCampaigns(all, ['cash-rcae']); } catch (e) { error = e; }
    expect(error).toBeInstanceOf(PromoError);
    expect((error as PromoError).message).toContain('no campaign named cash-rcae (did you mean cash-race?)');
  });
});
