/**
 * The studio's checks off its main thread (issue 25: "the same checks as promo check run as you type,
 * off the main thread"): an edit is answered, and handed to the preview, while its check still runs;
 * the checks run in a worker thread (cli/studio/studioWorker.ts, bundled as the compiled CLI bundles
 * it) with exactly the in-process answers, its errors included, and leave the main thread's event loop
 * free meanwhile.
 */
import { performance } from 'node:perf_hooks';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, type StudioDeps } from '../../cli/studio/studioApi.ts';
import { studioProject, type CampaignState, type StudioProject } from '../../cli/studio/studioProject.ts';
import { workerProject, type WorkerProject } from '../../cli/studio/workerProject.ts';
import { nodeFs } from '../../cli/campaign/ProjectFs.ts';
import { StudioRequestError } from '../../cli/studio/campaignPath.ts';
import { compiledCheckWorker } from '../support/compiledCheckWorker.ts';
import { studioFixture, STUDIO_NOW, type StudioFixture } from '../support/studioFixture.ts';

let f: StudioFixture;
let bundled: Awaited<ReturnType<typeof compiledCheckWorker>>;
let inWorker: WorkerProject;
let inProcess: StudioProject;
let text: string;

beforeAll(async () => {
  bundled = await compiledCheckWorker('cli/studio/studioWorker.ts');
  f = await studioFixture();
  inWorker = workerProject(bundled.file, f.dir, nodeFs);
  inProcess = studioProject(f.dir, nodeFs);
  text = readFileSync(join(f.dir, 'campaigns', 'cash-race.yaml'), 'utf8');
});
afterAll(async () => {
  await inWorker.close();
  await f.close();
  bundled.cleanup();
});

const titled = (title: string) => text.replace('title: "Cash Race"', `title: "${title}"`);

describe('promo studio: checks off the main thread', () => {
  it('answers an edit, and hands it to the preview, while its check has not answered', async () => {
    const drafts: string[] = [];
    let checks = 0;
    const deps: StudioDeps = {
      root: f.dir,
      // A check that never ends: nothing the edit answers may wait for it.
      project: {
        ...inProcess,
        check: () => {
          checks++;
          return new Promise<CampaignState>(() => undefined);
        },
      },
      now: () => STUDIO_NOW,
      replaceFile: async () => undefined,
      createFile: async () => undefined,
      removeFile: async () => undefined,
      git: async () => '',
      draft: async (_file, t) => void drafts.push(t ?? ''),
    };
    const body = { slug: 'cash-race', text, path: ['text', 'en', 'title'], value: 'Typed on' };
    const edited = (await API['POST edit']!(deps, new URLSearchParams(), body)) as { text: string; value: unknown };
    expect(edited.text).toContain('title: "Typed on"');
    expect(edited.value).toMatchObject({ text: { en: { title: 'Typed on' } } });
    expect(drafts).toEqual([edited.text]);
    const typed = (await API['POST draft']!(deps, new URLSearchParams(), {
      slug: 'cash-race',
      text: titled('YAML'),
    })) as {
      text: string;
    };
    expect(drafts).toEqual([edited.text, typed.text]);
    expect(checks).toBe(0);
  });

  it('checks in the worker thread exactly as in-process: the list, a campaign, a draft, and their errors', async () => {
    expect(await inWorker.rows(STUDIO_NOW)).toEqual(await inProcess.rows(STUDIO_NOW));
    expect(await inWorker.open('cash-race')).toEqual(await inProcess.open('cash-race'));
    expect(await inWorker.open('broken')).toEqual(await inProcess.open('broken'));
    const bad = text.replace(/^( {2}ends: ).*$/m, '$1"15 Dec"');
    const checked = await inWorker.check('cash-race', bad);
    expect(checked).toEqual(await inProcess.check('cash-race', bad));
    expect(checked.problems.some((p) => p.path === '/schedule/ends' && p.severity === 'error')).toBe(true);
    // A missing file stays a missing file (the handler's 404), a bad slug a 400, as in-process.
    await expect(inWorker.open('nope')).rejects.toMatchObject({ code: 'ENOENT' });
    await expect(inWorker.check('../x', text)).rejects.toBeInstanceOf(StudioRequestError);
  });

  it("leaves the main thread's event loop free while it checks", async () => {
    // The main thread's busy time over the same checks made each way, alternated, each way warm: a draft and the
    // whole list (every campaign checked), so the checking outweighs the messages by far even on a loaded machine.
    const busy = async (project: StudioProject, n: number) => {
      const before = performance.eventLoopUtilization();
      for (let i = 0; i < 3; i++) await project.check('cash-race', titled(`Busy ${n} ${i}`));
      await project.rows(STUDIO_NOW);
      return performance.eventLoopUtilization(before).active;
    };
    await busy(inWorker, 0);
    await busy(inProcess, 0);
    let worker = 0;
    let here = 0;
    for (let n = 1; n <= 2; n++) {
      worker += await busy(inWorker, n);
      here += await busy(inProcess, n);
    }
    expect(worker).toBeLessThan(here / 3);
  });
});
