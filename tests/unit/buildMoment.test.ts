/**
 * `promo build`'s two time options: `--at` builds as at a moment and leaves each page to switch by the
 * visitor's clock; `--preview-at` freezes every page at its moment; both at once is a usage error.
 * Planned for real over the catalogue, and parsed by the real command line (in-process, no build).
 */
import { describe, expect, it } from 'vitest';
import { CommanderError } from 'commander';
import { buildMoment } from '../../cli/commands/buildMoment.ts';
import { program } from '../../cli/main.ts';
import { checkProject } from '../../cli/campaign/checkProject.ts';
import { nodeFs } from '../../cli/campaign/ProjectFs.ts';
import { planSite } from '../../cli/site/planSite.ts';
import { REPO } from '../support/tempProject.ts';
import { SHOT_AT } from '../../cli/shot/shotAt.ts';

const NOW = Date.parse('2027-11-27T09:00:00Z');

describe('buildMoment', () => {
  it('builds as at now, switching, without an option', () => {
    expect(buildMoment({}, () => NOW)).toEqual({ at: NOW, preview: false });
  });
  it("builds as at --at, still switching by the visitor's clock", () => {
    expect(buildMoment({ at: SHOT_AT }, () => NOW)).toEqual({ at: SHOT_AT, preview: false });
  });
  it('freezes a --preview-at build at its moment', () => {
    expect(buildMoment({ previewAt: SHOT_AT }, () => NOW)).toEqual({ at: SHOT_AT, preview: true });
  });

  it('gives switching pages for --at and frozen ones for --preview-at, each in the state of that moment', async () => {
    const { config, campaigns } = await checkProject({ root: REPO, fs: nodeFs, files: ['campaigns/cash-race.yaml'] });
    const plan = (o: { at?: number; previewAt?: number }) =>
      planSite(
        config!,
        campaigns.map((c) => c.data),
        { env: 'development', ...buildMoment(o, () => NOW) },
      );
    const at = plan({ at: SHOT_AT }).pages['/cash-race/']!;
    const frozen = plan({ previewAt: SHOT_AT }).pages['/cash-race/']!;
    expect([at.status, at.switches, at.preview, at.builtAt]).toEqual(['live', true, undefined, SHOT_AT]);
    expect([frozen.status, frozen.switches, frozen.preview, frozen.builtAt]).toEqual(['live', true, true, SHOT_AT]);
  });
});

describe("promo build's command line", () => {
  const parse = async (...args: string[]) => {
    const cli = program(REPO, () => undefined);
    for (const c of [cli, ...cli.commands])
      c.exitOverride().configureOutput({ writeErr: () => undefined, writeOut: () => undefined });
    return cli.parseAsync(['node', 'promo', 'build', ...args]).then(
      () => null,
      (e: unknown) => e,
    );
  };
  it('refuses --at and --preview-at together, as a usage error', async () => {
    const e = await parse('--at', '2026-12-01', '--preview-at', '2026-12-20');
    expect(e).toBeInstanceOf(CommanderError);
    expect((e as CommanderError).code).toBe('commander.conflictingOption');
    expect((e as CommanderError).message).toMatch(/--preview-at.*cannot be used with option '--at/);
  });
  it('says what each option does in its help', () => {
    const help = program(REPO, () => undefined)
      .commands.find((c) => c.name() === 'build')!
      .helpInformation();
    expect(help).toMatch(/--at <date>\s+build as at this moment/);
    expect(help).toMatch(/--preview-at <date>\s+a preview frozen at this moment/);
  });
});
