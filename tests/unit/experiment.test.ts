/** A/B experiments: the arm merge, shares and assignment maths, the check of each arm, the planned pages and the servers' choice. */
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import fc from 'fast-check';
import {
  armCampaign,
  armOfFormId,
  armShares,
  deepMerge,
  formIdWithArm,
  pickArm,
  splitPercents,
  controlArm,
  VISITOR_ID,
} from '../../model/experiment.ts';
import type { CampaignData } from '../../model/campaignSchema.ts';
import { checkProject } from '../../cli/campaign/checkProject.ts';
import { nodeFs } from '../../cli/campaign/ProjectFs.ts';
import { planSite } from '../../cli/site/planSite.ts';
import { chooseArm, cookieValue } from '../../cli/serve/armRouting.ts';
import { nginxExperimentMaps } from '../../cli/build/nginxExperiments.ts';
import { REPO } from '../support/tempProject.ts';
import { runList } from '../../cli/commands/list.ts';
import { newFormId, pixelArm, reportDialogOpen } from '../../runtime/core/experimentArm.ts';
import { newVisitorId } from '../../runtime/core/visitorId.ts';
import { trackPixel } from '../../runtime/core/pixelTrack.ts';
import { noScriptControl } from '../../runtime/pages/noScriptControl.ts';
import type { PageData } from '../../model/Site.ts';

const fixture = (name: string) => join(REPO, 'tests', 'fixtures', 'experiments', name);

describe('arm merge', () => {
  it('merges maps key by key, replaces lists and scalars, skips undefined', () => {
    expect(deepMerge({ a: { b: 1, c: [1, 2] }, d: 'x' }, { a: { c: [3] }, d: undefined, e: true })).toEqual({
      a: { b: 1, c: [3] },
      d: 'x',
      e: true,
    });
  });

  it("an arm's campaign changes only what its override names and leaves the campaign itself alone", () => {
    const c = {
      slug: 's',
      template: 't',
      cta: { kind: 'sign-up', variant: 'basic', currency: 'INR' },
      params: { game: 'A' },
      text: { en: { title: 'T', cta: 'Go' } },
    } as CampaignData;
    const merged = armCampaign(c, { override: { cta: { variant: 'custom' }, text: { hi: { title: 'H' } } } });
    expect(merged.cta).toEqual({ kind: 'sign-up', variant: 'custom', currency: 'INR' });
    expect(merged.text).toEqual({ en: { title: 'T', cta: 'Go' }, hi: { title: 'H' } });
    expect(c.cta!.variant).toBe('basic');
    expect(armCampaign(c, {})).toBe(c);
  });
});

describe('shares and assignment', () => {
  const e = {
    arms: [
      { id: 'a', weight: 2 },
      { id: 'b', weight: 1, control: true },
      { id: 'c', weight: 1 },
    ],
  };

  it('shares are weights over their sum; the control is the one marked, else the first', () => {
    expect(armShares(e)).toEqual([
      { id: 'a', weight: 2, steps: 5000, share: 0.5, control: false },
      { id: 'b', weight: 1, steps: 2500, share: 0.25, control: true },
      { id: 'c', weight: 1, steps: 2500, share: 0.25, control: false },
    ]);
    expect(
      controlArm({
        arms: [
          { id: 'x', weight: 1 },
          { id: 'y', weight: 1 },
        ],
      }).id,
    ).toBe('x');
  });

  it('pickArm gives each arm the slice of [0, 1) its share says', () => {
    const s = armShares(e);
    expect([0, 0.49, 0.5, 0.74, 0.75, 0.999].map((u) => pickArm(s, u))).toEqual(['a', 'a', 'b', 'b', 'c', 'c']);
  });

  it('over evenly spread draws, each arm gets its share exactly (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 20 }), { minLength: 2, maxLength: 6 }), (weights) => {
        const s = armShares({ arms: weights.map((w, i) => ({ id: `a${i}`, weight: w })) });
        const n = 10_000;
        const counts = new Map<string, number>();
        for (let i = 0; i < n; i++) {
          const id = pickArm(s, (i + 0.5) / n);
          counts.set(id, (counts.get(id) ?? 0) + 1);
        }
        return s.every((x) => Math.abs((counts.get(x.id) ?? 0) / n - x.share) <= 1 / n + 1e-9);
      }),
    );
  });

  it('nginx percentages add up to the shares, the last arm taking the rest', () => {
    expect(
      splitPercents(
        armShares({
          arms: [
            { id: 'a', weight: 1 },
            { id: 'b', weight: 1 },
            { id: 'c', weight: 1 },
          ],
        }),
      ),
    ).toEqual([
      { id: 'a', percent: '33.34%' },
      { id: 'b', percent: '33.33%' },
      { id: 'c', percent: '*' },
    ]);
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 1000 }), { minLength: 2, maxLength: 8 }), (weights) => {
        const p = splitPercents(armShares({ arms: weights.map((w, i) => ({ id: `a${i}`, weight: w })) }));
        const sum = p.slice(0, -1).reduce((t, x) => t + Math.round(parseFloat(x.percent) * 100), 0);
        return sum <= 10000 && p[p.length - 1]!.percent === '*';
      }),
    );
  });

  it('the form id carries the arm and the visitor, and stays unique', () => {
    const id = formIdWithArm(
      { id: 'mega_contest', arm: 'prize-pool', visitor: 'k3x9a0b1c2d3e4f5' },
      '1b4e28ba-2fa1-11d2-883f-0016d3cca427',
    );
    expect(id).toBe('ab.mega_contest.prize-pool.k3x9a0b1c2d3e4f5.1b4e28ba-2fa1-11d2-883f-0016d3cca427');
    expect(armOfFormId(id)).toEqual({ experiment: 'mega_contest', arm: 'prize-pool', visitor: 'k3x9a0b1c2d3e4f5' });
    // An id from before visitor ids still names the arm.
    expect(armOfFormId('ab.mega_contest.prize-pool.1b4e28ba-2fa1-11d2-883f-0016d3cca427')).toEqual({
      experiment: 'mega_contest',
      arm: 'prize-pool',
      visitor: null,
    });
    expect(formIdWithArm(null, 'u-1')).toBe('u-1');
    expect([armOfFormId('u-1'), armOfFormId('ab.X.<b>.u'), armOfFormId(5)]).toEqual([null, null, null]);
  });
});

describe('promo check: experiments', () => {
  it('checks each arm as the campaign it produces, with file:line:col on the arm', async () => {
    const { problems } = await checkProject({ root: REPO, fs: nodeFs, alone: true, files: [fixture('bad-arms.yaml')] });
    expect(problems.map((p) => [p.code, p.line, p.col, p.path])).toEqual([
      ['rule/bad-date', 6, 9, '/experiment/ends'],
      ['rule/arm-control', 15, 7, '/experiment/arms/1/override'],
      ['rule/arm-id', 20, 11, '/experiment/arms/2/id'],
      ['rule/arm-control', 22, 16, '/experiment/arms/2/control'],
    ]);
  });

  it('warns at pixel: none on a campaign with an experiment: the report could count no visitor', async () => {
    const file = `${REPO}/campaigns/mega-contest.yaml`;
    const original = await nodeFs.readFile(file);
    const withPixel = (pixel: string) => ({
      ...nodeFs,
      readFile: async (p: string) =>
        p === file ? original.replace(/^pixel: .*$/m, `pixel: ${pixel}`) : nodeFs.readFile(p),
    });
    const none = await checkProject({ root: REPO, fs: withPixel('none'), alone: true, files: [file] });
    const warning = none.problems.filter((p) => p.code === 'rule/experiment-without-pixel');
    expect(warning.map((p) => [p.severity, p.path, p.line])).toEqual([
      ['warning', '/pixel', original.split('\n').findIndex((l) => l.startsWith('pixel:')) + 1],
    ]);
    expect(warning[0]!.message).toContain('promo report');
    const kept = await checkProject({ root: REPO, fs: withPixel('sit'), alone: true, files: [file] });
    expect(kept.problems.filter((p) => p.code === 'rule/experiment-without-pixel')).toEqual([]);
  });

  it('reports what breaks in a test arm only: schema, template params and rules of the merged campaign', async () => {
    const text = (await nodeFs.readFile(fixture('bad-arms.yaml')))
      .replace(/ {6}control: true\n {6}override:/, '      override:')
      .replace(/ {4}- id: a\n {6}weight: 1\n {6}control: true\n/, '');
    const fs = {
      ...nodeFs,
      readFile: async (p: string) => (p === fixture('bad-arms.yaml') ? text : nodeFs.readFile(p)),
    };
    const { problems } = await checkProject({ root: REPO, fs, alone: true, files: [fixture('bad-arms.yaml')] });
    expect(problems.filter((p) => p.path.startsWith('/experiment/arms')).map((p) => [p.code, p.line, p.path])).toEqual([
      // Now the first arm is the control, and it may not override.
      ['rule/arm-control', 10, '/experiment/arms/0/override'],
      ['rule/dialog-variant', 15, '/experiment/arms/1/override/cta/variant'],
      ['schema/additionalProperties', 16, '/experiment/arms/1/override/params/colour'],
      ['rule/ad-param', 18, '/experiment/arms/1/override/text/en/title'],
    ]);
    expect(
      problems.every((p) => !p.path.startsWith('/experiment/arms/1') || p.message.startsWith('In arm "b": ')),
    ).toBe(true);
  });

  it('rejects a weight of 0 and arm ids that are not plain', async () => {
    const text = (await nodeFs.readFile(fixture('good-arms.yaml')))
      .replace('weight: 1', 'weight: 0')
      .replace('id: bold', 'id: Bold Arm');
    const fs = {
      ...nodeFs,
      readFile: async (p: string) => (p === fixture('good-arms.yaml') ? text : nodeFs.readFile(p)),
    };
    const { problems } = await checkProject({ root: REPO, fs, alone: true, files: [fixture('good-arms.yaml')] });
    expect(problems.filter((p) => p.severity === 'error').map((p) => [p.code, p.path])).toEqual([
      ['schema/pattern', '/experiment/arms/1/id'],
      ['schema/exclusiveMinimum', '/experiment/arms/1/weight'],
    ]);
  });

  it('accepts a good experiment and plans the control at the URL, the arm beside it, until the end', async () => {
    const check = await checkProject({ root: REPO, fs: nodeFs, alone: true, files: [fixture('good-arms.yaml')] });
    expect(check.problems.filter((p) => p.severity === 'error')).toEqual([]);
    const c = check.campaigns[0]!.data;
    const m = planSite(check.config!, [c], { env: 'development', at: Date.parse('2026-06-01') });
    // Each arm's page also in the other language the campaign has text for, beside it (cli/site/planLanguages.ts).
    expect(Object.keys(m.pages)).toEqual([
      '/good-arms/',
      '/good-arms/__lang/hi/',
      '/good-arms/__arm/bold/',
      '/good-arms/__arm/bold/__lang/hi/',
    ]);
    expect(m.pages['/good-arms/__arm/bold/__lang/hi/']).toMatchObject({
      language: 'hi',
      variant: { url: '/good-arms/__arm/bold/' },
      experiment: { arm: 'bold' },
    });
    expect(m.pages['/good-arms/']!.campaign.text.en.title).toBe('Hello');
    expect(m.pages['/good-arms/__arm/bold/']!.campaign.text.en.title).toBe('Fly with {{utm_term|Aviator}}');
    expect(m.pages['/good-arms/__arm/bold/']!.experiment).toMatchObject({
      id: 'good_test',
      cookie: 'promo_ab_good_test',
      arm: 'bold',
      control: 'control',
    });
    expect(m.experiments).toEqual([
      {
        id: 'good_test',
        slug: 'good-arms',
        cookie: 'promo_ab_good_test',
        control: 'control',
        arms: armShares(c.experiment!),
        urls: ['/good-arms/'],
        ends: Date.parse('2026-12-31T23:59:59.999+05:30'),
      },
    ]);
    const after = planSite(check.config!, [c], { env: 'development', at: Date.parse('2027-01-02') });
    expect([Object.keys(after.pages), after.experiments]).toEqual([['/good-arms/', '/good-arms/__lang/hi/'], []]);
  });
});

describe('the servers choose the arm before sending the page', () => {
  const e = {
    id: 'x',
    slug: 'x',
    cookie: 'promo_ab_x',
    control: 'a',
    arms: armShares({
      arms: [
        { id: 'a', weight: 1 },
        { id: 'b', weight: 3 },
      ],
    }),
    urls: ['/x/'],
    ends: Date.parse('2026-12-31T00:00:00Z'),
  };
  const req = (q: string, cookie?: string, ua = 'Mozilla/5.0 Chrome/130', https = false) => ({
    query: new URLSearchParams(q),
    cookie,
    userAgent: ua,
    https,
  });

  it('a new visitor is drawn by weight and gets a SameSite cookie until the end (Secure over https)', () => {
    expect(chooseArm(e, req(''), '/new-promo/', () => 0.1)).toEqual({
      arm: 'a',
      setCookie: 'promo_ab_x=a; Path=/new-promo/; Expires=Thu, 31 Dec 2026 00:00:00 GMT; SameSite=Lax',
    });
    expect(chooseArm(e, req('', undefined, 'Mozilla', true), '/new-promo/', () => 0.9).setCookie).toBe(
      'promo_ab_x=b; Path=/new-promo/; Expires=Thu, 31 Dec 2026 00:00:00 GMT; SameSite=Lax; Secure',
    );
  });

  it('a returning visitor keeps the arm; ?arm= forces one without a cookie; bots get the control; junk is ignored', () => {
    expect(chooseArm(e, req('', 'other=1; promo_ab_x=b'), '/', () => 0)).toEqual({ arm: 'b', setCookie: null });
    expect(chooseArm(e, req('arm=a', 'promo_ab_x=b'), '/', () => 0.9)).toEqual({ arm: 'a', setCookie: null });
    expect(chooseArm(e, req('', undefined, 'Mozilla/5.0 (compatible; Googlebot/2.1)'), '/', () => 0.9)).toEqual({
      arm: 'a',
      setCookie: null,
    });
    expect(chooseArm(e, req('arm=<x>', 'promo_ab_x=zzz'), '/', () => 0.9)).toMatchObject({
      arm: 'b',
      setCookie: expect.stringContaining('promo_ab_x=b'),
    });
    expect(cookieValue('a=1;promo_ab_x = b ', 'promo_ab_x')).toBe('b');
  });

  it('writes the same rules for nginx', () => {
    const conf = nginxExperimentMaps([e], '/new-promo/');
    expect(conf).toContain('split_clients "$request_id" $promo_ab_x_draw { 25.00% a; * b; }');
    expect(conf).toContain('map $cookie_promo_ab_x $promo_ab_x_kept { "~^a$" a; "~^b$" b; default ""; }');
    expect(conf).toContain('Path=/new-promo/; Expires=Thu, 31 Dec 2026 00:00:00 GMT; SameSite=Lax$promo_secure');
  });
});

describe('promo list', () => {
  const list = async (json: boolean, at = Date.parse('2026-11-20T00:00:00Z')) => {
    let out = '';
    await runList(
      {
        root: REPO,
        fs: nodeFs,
        out: (s) => {
          out += s;
        },
      },
      { at, json },
    );
    return out;
  };

  it('--json gives every campaign its arms (empty when none)', async () => {
    const rows = JSON.parse(await list(true)) as { slug: string; arms: { id: string; weight: number }[] }[];
    expect(rows.find((r) => r.slug === 'mega-contest')!.arms).toEqual([
      { id: 'control', weight: 50 },
      { id: 'prize-pool', weight: 50 },
    ]);
    expect(rows.find((r) => r.slug === 'reg-en')!.arms).toEqual([
      { id: 'gift-dialog', weight: 1 },
      { id: 'phone-dialog', weight: 1 },
    ]);
    expect(rows.find((r) => r.slug === 'welcome-bonuses')!.arms).toEqual([]);
  });

  it('shows the running experiments, and not those that ended', async () => {
    expect(await list(false)).toContain(
      'Running experiments (promo report <slug> compares the arms):\n  mega-contest: experiment mega_contest — control 50% (control), prize-pool 50%; until 2026-12-15 18:29 UTC\n  reg-en: experiment reg_en — gift-dialog 50% (control), phone-dialog 50%; until 2026-12-31 23:59 UTC\n',
    );
    expect(await list(false, Date.parse('2027-02-01'))).not.toContain('Running experiments');
  });
});

describe('the arm the page reports', () => {
  const boot = { experiment: { id: 'mega_contest', arm: 'prize-pool' } };
  const visitor = () => 'k3x9a0b1c2d3e4f5';
  it('goes into the pixel data and the form id with the visitor id, except in a ?arm= preview or outside an experiment', () => {
    expect(pixelArm(boot, '?utm_term=x', visitor)).toEqual({
      experiment: 'mega_contest',
      arm: 'prize-pool',
      visitor: 'k3x9a0b1c2d3e4f5',
    });
    expect(newFormId(boot, 'u-1', '', visitor)).toBe('ab.mega_contest.prize-pool.k3x9a0b1c2d3e4f5.u-1');
    expect(pixelArm(boot, '', () => null)).toEqual({ experiment: 'mega_contest', arm: 'prize-pool' });
    expect(pixelArm(boot, '?arm=prize-pool', visitor)).toEqual({});
    expect(newFormId(boot, 'u-1', '?arm=prize-pool', visitor)).toBe('u-1');
    expect([pixelArm({}, '', visitor), newFormId({}, 'u-2', '', visitor)]).toEqual([{}, 'u-2']);
  });

  it('a visitor id is 16 of [a-z0-9]; a sign-up dialog opening is an ab-open pixel call, queued until the pixel script runs', () => {
    expect(newVisitorId(new Uint8Array(16).map((_, i) => i * 17))).toMatch(VISITOR_ID);
    const win = {} as Window;
    const loaded: string[] = [];
    const site = { hosts: { pixelScript: 'https://px.example/pixel.js' } } as unknown as PageData['site'];
    trackPixel(site.hosts.pixelScript, 'ab-open', { arm: 'a' }, win, async (src) => {
      loaded.push(src);
    });
    expect([win.promoPixel, loaded]).toEqual([{ q: [['ab-open', { arm: 'a' }]] }, ['https://px.example/pixel.js']]);
    const sent: unknown[] = [];
    win.promoPixel = {
      track: (c, d) => {
        sent.push([c, d]);
      },
    };
    reportDialogOpen({ ...boot, url: '/mega-contest/', site }, '', visitor, win);
    reportDialogOpen({ url: '/x/', site }, '', visitor, win);
    expect(sent).toEqual([
      [
        'ab-open',
        { page: '/mega-contest/', experiment: 'mega_contest', arm: 'prize-pool', visitor: 'k3x9a0b1c2d3e4f5' },
      ],
    ]);
  });
});

describe('promo check: experiment ids across campaigns', () => {
  it('refuses a second campaign with the same experiment id (it names the cookie and the nginx variables)', async () => {
    const copy = (await nodeFs.readFile(fixture('good-arms.yaml'))).replace('slug: good-arms', 'slug: other-arms');
    const other = fixture('other-arms.yaml');
    const fs = {
      ...nodeFs,
      size: async (p: string) => (p === other ? copy.length : nodeFs.size(p)),
      readFile: async (p: string) => (p === other ? copy : nodeFs.readFile(p)),
    };
    const { problems } = await checkProject({ root: REPO, fs, alone: true, files: [fixture('good-arms.yaml'), other] });
    expect(problems.filter((p) => p.severity === 'error').map((p) => [p.code, p.line, p.col, p.path])).toEqual([
      ['rule/experiment-clash', 9, 3, '/experiment/id'],
    ]);
    expect(problems.find((p) => p.code === 'rule/experiment-clash')!.message).toContain('good-arms.yaml');
  });
});

describe('the no-JS path sees the control', () => {
  const page = (arm: string) =>
    ({
      experiment: { id: 'mega_contest', cookie: 'promo_ab_mega_contest', arm, control: 'control', arms: [] },
    }) as unknown as PageData;
  it('an arm other than the control sends a browser without scripts to ?arm=<control>, inside <noscript>', () => {
    expect(noScriptControl(page('prize-pool'))).toBe(
      '<noscript><meta http-equiv="refresh" content="0; url=?arm=control"></noscript>\n',
    );
  });
  it('the control page, and pages with no experiment, carry nothing', () => {
    expect(noScriptControl(page('control'))).toBe('');
    expect(noScriptControl({} as PageData)).toBe('');
    expect(noScriptControl(undefined)).toBe('');
  });
});
