/** `promo stories [slugs…]`: every campaign file gets its story file, written only when it changed. */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runStories, type StoryDir } from '../../cli/commands/stories.ts';
import { campaignStoryFile, storyId } from '../../cli/stories/campaignStoryFile.ts';
import { checkProject } from '../../cli/campaign/checkProject.ts';
import { nodeFs } from '../../cli/campaign/ProjectFs.ts';
import type { PageData } from '../../model/Site.ts';
import { SHOT_AT } from '../../cli/shot/shotAt.ts';
import { overlayFs } from '../support/overlayFs.ts';
import { inProcess } from '../support/inProcess.ts';
import { REPO } from '../support/tempProject.ts';
import { CACHES } from '../../cli/cacheRegistry.mjs';

const { campaigns, config } = await checkProject({ root: REPO, fs: nodeFs });
const cashRace = campaigns.find((c) => c.data.slug === 'cash-race')!.data;
const YEAR = 365 * 86_400_000;

/** A story folder in memory, counting its writes. */
function memoryDir(files: Record<string, string> = {}): StoryDir & { files: Map<string, string>; writes: string[] } {
  const map = new Map(Object.entries(files));
  const writes: string[] = [];
  return {
    files: map,
    writes,
    list: async () => [...map.keys()],
    read: async (n) => map.get(n),
    write: async (n, t) => {
      writes.push(n);
      map.set(n, t);
    },
    remove: async (n) => {
      map.delete(n);
    },
  };
}

describe('campaignStoryFile', () => {
  it('shows a scheduled campaign before, during and after its dates, whatever the day it runs', () => {
    const file = campaignStoryFile(config!, cashRace, SHOT_AT);
    const pages = JSON.parse(file.json) as Record<string, PageData>;
    expect(Object.keys(pages)).toEqual(['scheduled', 'live', 'ended']);
    for (const [state, page] of Object.entries(pages)) {
      // Each story's data is the page at a moment in that state; the page carries every state and the story picks it.
      expect(page.status).toBe(state);
      expect(page.switches).toBe(true);
      expect(page.variant.url).toBe('/cash-race/');
    }
    expect(pages.scheduled!.builtAt).toBeLessThan(pages.scheduled!.window!.starts);
    expect(pages.ended!.builtAt).toBeGreaterThan(pages.ended!.window!.ends);
    expect(file.exports).toEqual(['Scheduled', 'Live', 'Ended']);
    expect(file.tsx).toContain("import.meta.glob<Record<string, PageData>>('./cash-race.json'");
    expect(file.tsx).toContain('title: "Campaigns / tournament / cash-race"');
    expect(campaignStoryFile(config!, cashRace, SHOT_AT + YEAR)).toEqual(file);
  });

  it('adds every arm of an A/B experiment, and the dialog of an arm that opens one', () => {
    const reg = campaigns.find((c) => c.data.slug === 'reg-en')!.data;
    const file = campaignStoryFile(config!, reg, SHOT_AT);
    expect(file.exports.filter((e) => e.startsWith('Arm'))).toEqual(
      expect.arrayContaining(['ArmGiftDialog', 'ArmGiftDialogDialog', 'ArmPhoneDialog', 'ArmPhoneDialogDialog']),
    );
    expect(file.tsx).toContain("import { DialogStory } from '../dialogs/DialogStory.tsx';");
  });

  it('names stories as Ladle does (title and export in kebab case)', () => {
    expect(storyId(cashRace, 'Live')).toBe('campaigns--tournament--cash-race--live');
    expect(storyId({ slug: 'big_win', template: 'sports-event' }, 'ArmB2Dialog')).toBe(
      'campaigns--sports-event--big-win--arm-b2-dialog',
    );
  });
});

describe('runStories', () => {
  const run = (dir: StoryDir, fs = overlayFs(), slugs: string[] = []) =>
    inProcess((out) => runStories({ root: REPO, fs, out, now: () => SHOT_AT, dir }, { slugs }));

  it('writes one story file and one data file per campaign file, then only what changed; removes those of a campaign that is gone', async () => {
    // And a running promo stories' temp file (the Ladle watcher's), which is not a campaign's to remove.
    const writing = `.cash-race.json.${process.pid}-1700000000000-abc123.tmp`;
    const dir = memoryDir({
      'gone.json': '{}',
      'gone.stories.tsx': '',
      'Campaigns.stories.tsx': '',
      [writing]: '{"half',
    });
    const first = await run(dir);
    expect(first.code).toBe(0);
    expect(dir.files.size).toBe(campaigns.length * 2 + 1);
    expect(dir.files.get(writing)).toBe('{"half');
    expect(dir.files.has('cash-race.stories.tsx') && dir.files.has('cash-race.json')).toBe(true);
    expect(first.stdout).toMatch(
      new RegExp(
        `✔ \\d+ campaign stories of ${campaigns.length} campaigns in ${CACHES.stories.path}/ \\(${campaigns.length * 2} files written, 3 removed\\)`,
      ),
    );
    dir.writes.length = 0;
    const again = await run(dir);
    expect(again.stdout).toContain('(0 files written, 0 removed)');
    expect(dir.writes).toEqual([]);
  });

  it('gives a new, uncommitted campaign file its stories and points at them when named', async () => {
    const fs = overlayFs();
    await fs.writeFile(
      join(REPO, 'campaigns', 'diwali-race.yaml'),
      readFileSync(join(REPO, 'campaigns', 'cash-race.yaml'), 'utf8').replace('slug: cash-race', 'slug: diwali-race'),
    );
    const dir = memoryDir();
    const r = await run(dir, fs, ['diwali-race']);
    expect(r).toMatchObject({ code: 0, stderr: '' });
    expect(dir.files.get('diwali-race.stories.tsx')).toContain('export const Live: Story');
    expect(r.stdout).toContain(
      'diwali-race: "Campaigns / tournament / diwali-race" in Ladle (npm run ladle), e.g. http://localhost:61000/?story=campaigns--tournament--diwali-race--scheduled',
    );
  });

  it('keeps the stories of a campaign file with problems, says where the problem is and exits 1', async () => {
    const fs = overlayFs();
    await fs.writeFile(
      join(REPO, 'campaigns', 'cash-race.yaml'),
      readFileSync(join(REPO, 'campaigns', 'cash-race.yaml'), 'utf8').replace(
        'template: tournament',
        'template: tournamnet',
      ),
    );
    const dir = memoryDir({ 'cash-race.stories.tsx': 'before', 'cash-race.json': 'before' });
    const r = await run(dir, fs);
    expect(r.code).toBe(1);
    expect(dir.files.get('cash-race.stories.tsx')).toBe('before');
    expect(dir.files.has('baccarat.stories.tsx')).toBe(true);
    expect(r.stdout).toMatch(/campaigns\/cash-race\.yaml:4:\d+/);
    expect(r.stdout).toContain('1 file(s) with problems: their stories were left as they were.');
  });

  it('refuses an unknown slug, suggesting the closest', async () => {
    const r = await run(memoryDir(), overlayFs(), ['cash-rcae']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('no campaign named cash-rcae (did you mean cash-race?)');
  });
});
