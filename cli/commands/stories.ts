/**
 * `promo stories [slugs…]`: writes Ladle stories generated from the campaign files — a few real
 * campaigns per template, plus the campaigns named (the ones being edited), each before, during and
 * after its schedule, at phone and desktop widths — to ladle/generated/ (not committed; `npm run
 * ladle` and the test run regenerate it).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { checkProject } from '../campaign/checkProject.ts';
import { hasErrors } from '../campaign/Problem.ts';
import type { ProjectFs } from '../campaign/ProjectFs.ts';
import { planSite } from '../site/planSite.ts';
import { scheduleWindow } from '../site/scheduleStatus.ts';
import { PromoError } from '../errors/PromoError.ts';
import { Errors } from '../errors/errorData.ts';
import type { CampaignData } from '../../model/campaignSchema.ts';
import { didYouMean } from '../campaign/didYouMean.ts';
import { planRoutes } from '../../model/planRoutes.ts';
import { ARM_SEGMENT } from '../../model/experiment.ts';

export const PER_TEMPLATE = 3;
const DAY = 86_400_000;

export interface StoriesDeps { root: string; fs: ProjectFs; out: (s: string) => void; now: () => number }
export interface StoriesOptions { /** Campaigns to add to the per-template choice. */ slugs?: string[] }

const pascal = (s: string) => s.replace(/(^|[-_/])([a-z0-9])/g, (_, __, c: string) => c.toUpperCase()).replace(/^(\d)/, 'N$1');

/** The moments to show a campaign at: before, during and after its schedule (or now, if it has none). */
export function moments(c: CampaignData, now: number): { status: string; at: number }[] {
  const w = scheduleWindow(c);
  if (!w) return [{ status: 'always', at: now }];
  return [
    { status: 'scheduled', at: w.starts - DAY },
    { status: 'live', at: Math.round((w.starts + w.ends) / 2) },
    { status: 'ended', at: w.ends + DAY },
  ];
}

/** A few campaigns per template (scheduled ones first), plus the ones asked for by slug; by template, then slug. */
export function chooseCampaigns(all: readonly CampaignData[], slugs: readonly string[] = []): Map<string, CampaignData[]> {
  const known = all.map((c) => c.slug);
  const unknown = slugs.filter((s) => !known.includes(s));
  if (unknown.length) {
    const hints = unknown.map((s) => { const d = didYouMean(s, known); return d ? `${s} (did you mean ${d}?)` : s; });
    throw new PromoError(Errors.BadOption, 'slugs', `no campaign named ${hints.join(', ')}; promo list shows them.`);
  }
  const byTemplate = new Map<string, CampaignData[]>();
  for (const c of all) byTemplate.set(c.template, [...(byTemplate.get(c.template) ?? []), c]);
  const chosen = new Map<string, CampaignData[]>();
  for (const [template, list] of [...byTemplate].sort(([a], [b]) => a.localeCompare(b))) {
    const picks = [...list].sort((a, b) => Number(!!b.schedule) - Number(!!a.schedule) || a.slug.localeCompare(b.slug)).slice(0, PER_TEMPLATE);
    const asked = list.filter((c) => slugs.includes(c.slug) && !picks.includes(c));
    chosen.set(template, [...picks, ...asked].sort((a, b) => a.slug.localeCompare(b.slug)));
  }
  return chosen;
}

export async function runStories(deps: StoriesDeps, opts: StoriesOptions = {}): Promise<number> {
  const { campaigns, config, problems } = await checkProject({ root: deps.root, fs: deps.fs });
  if (hasErrors(problems) || !config) throw new PromoError(Errors.CheckFailed, problems.filter((p) => p.severity === 'error').length, 'no stories were written');
  const entries: { id: string; data: unknown }[] = [];
  const exports: string[] = [];
  for (const [template, chosen] of chooseCampaigns(campaigns.map((c) => c.data), opts.slugs)) {
    for (const c of chosen) {
      for (const m of moments(c, deps.now())) {
        const manifest = planSite(config, [c], { env: 'development', at: m.at });
        const page = Object.values(manifest.pages).find((p) => !p.variant.param)!;
        const id = `${c.slug}:${m.status}`;
        entries.push({ id, data: page });
        for (const [suffix, width] of [['Phone', 360], ['Desktop', 1280]] as const) {
          const name = `${pascal(template)}${pascal(c.slug)}${pascal(m.status)}${suffix}`;
          exports.push(`export const ${name}: Story = () => <CampaignStory id="${id}" />;\n${name}.meta = { width: ${width} };`);
        }
      }
    }
  }
  // Every arm of every A/B experiment, as the campaign it produces, while the campaign runs.
  for (const { data: c } of campaigns.filter((x) => x.data.experiment)) {
    const at = moments(c, deps.now()).find((m) => m.status !== 'scheduled' && m.status !== 'ended')?.at ?? deps.now();
    const manifest = planSite(config, [c], { env: 'development', at });
    const base = planRoutes(c)[0]!.url;
    for (const page of Object.values(manifest.pages).filter((p) => p.experiment && (p.variant.url === base || p.variant.url.startsWith(`${base}${ARM_SEGMENT}/`)))) {
      const id = `${c.slug}:arm:${page.experiment!.arm}`;
      if (entries.some((e) => e.id === id)) continue;
      entries.push({ id, data: page });
      const name = `Experiment${pascal(c.slug)}Arm${pascal(page.experiment!.arm)}`;
      exports.push(`export const ${name}: Story = () => <CampaignStory id="${id}" />;\n${name}.meta = { width: 1280 };`);
      // The dialog its call to action opens: what a dialog arm changes.
      const cta = page.campaign.cta;
      if (cta && (cta.kind === 'sign-up' || cta.kind === 'sign-in')) {
        const { kind, ...data } = cta;
        exports.push(`export const ${name}Dialog: Story = () => <DialogStory name="${kind}" data={${JSON.stringify(data)}} />;`);
      }
    }
  }
  const dir = join(deps.root, 'ladle', 'generated');
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, 'campaigns.json'), JSON.stringify(Object.fromEntries(entries.map((e) => [e.id, e.data]))));
  await writeFile(join(dir, 'Campaigns.stories.tsx'), `// Generated by \`promo stories\` from campaigns/*.yaml — do not edit.
import type { Story, StoryDefault } from '@ladle/react';
import { CampaignStory } from '../campaigns/CampaignStory.tsx';
import { DialogStory } from '../dialogs/DialogStory.tsx';

export default { title: 'Campaigns', meta: { iframed: true } } satisfies StoryDefault;

${exports.join('\n\n')}
`);
  deps.out(`✔ ${exports.length} campaign stories (${entries.length} campaign states) written to ladle/generated/\n`);
  return 0;
}
