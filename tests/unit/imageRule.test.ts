/**
 * `promo check` on campaign images: a missing file and an oversized one (bytes or pixels) are
 * errors at the heroImage value, saying the limit and what to do. In-process, over the real project
 * with campaigns/cash-race.yaml and its image facts faked.
 */
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import { checkProject } from '../../cli/campaign/checkProject.ts';
import { nodeFs, type ProjectFs } from '../../cli/campaign/ProjectFs.ts';
import { IMAGE_LIMITS } from '../../cli/campaign/imageRule.ts';
import { REPO } from '../support/tempProject.ts';

const FILE = join(REPO, 'campaigns', 'cash-race.yaml');
const original = readFileSync(FILE, 'utf8');
const HERO = 'key-art/cash-race.jpg';
const heroLine = original.split('\n').findIndex((l) => l.includes('heroImage:')) + 1;
const heroCol = original.split('\n')[heroLine - 1]!.indexOf('key-art/') + 1;

function fsWith(image: { bytes?: number; width?: number; height?: number }, text = original): ProjectFs {
  return {
    ...nodeFs,
    readFile: async (p) => (p === FILE ? text : nodeFs.readFile(p)),
    size: async (p) => (p === FILE ? Buffer.byteLength(text) : nodeFs.size(p)),
    image: async (dir, rel) => {
      const real = await nodeFs.image!(dir, rel);
      if (rel !== HERO) return real;
      return {
        ...real,
        ...(image.bytes !== undefined ? { bytes: image.bytes } : {}),
        ...(image.width !== undefined ? { width: image.width, height: image.height ?? image.width } : {}),
      };
    },
  };
}
const check = async (fs: ProjectFs) => (await checkProject({ root: REPO, fs, alone: true, files: [FILE] })).problems;

describe('campaign images in promo check', () => {
  it('the committed hero image passes', async () => {
    expect(heroLine).toBeGreaterThan(0);
    expect(await check(nodeFs)).toEqual([]);
  });

  it('a missing image: one error at the value', async () => {
    const problems = await check(fsWith({}, original.replace('key-art/cash-race.jpg', 'key-art/cash-rase.jpg')));
    expect(problems.map((p) => [p.code, p.line, p.col, p.path])).toEqual([
      ['rule/missing-image', heroLine, heroCol, '/params/heroImage'],
    ]);
    expect(problems[0]!.message).toContain('"key-art/cash-rase.jpg" does not exist in campaigns/assets/');
  });

  it('over 2 MB: an error stating the size, the limit and what to do', async () => {
    const problems = await check(fsWith({ bytes: IMAGE_LIMITS.bytes + 300 * 1024 }));
    expect(problems.map((p) => [p.code, p.line, p.col, p.severity])).toEqual([
      ['rule/image-too-large', heroLine, heroCol, 'error'],
    ]);
    expect(problems[0]!.message).toMatch(
      /too large \(2\.3 MB\); the limit is 2\.0 MB and 4000 px on the longer side\. Export it at most 2560 px wide/,
    );
  });

  it('over 4000 px on a side: an error giving the dimensions', async () => {
    const problems = await check(fsWith({ width: 3000, height: 4500 }));
    expect(problems.map((p) => p.code)).toEqual(['rule/image-too-large']);
    expect(problems[0]!.message).toContain('(3000×4500 px)');
    expect(await check(fsWith({ width: 4000, height: 2000 }))).toEqual([]);
  });

  it('narrower than 1280 px: a warning at the value saying which copies the build makes', async () => {
    const problems = await check(fsWith({ width: 800, height: 480 }));
    expect(problems.map((p) => [p.code, p.line, p.col, p.severity, p.path])).toEqual([
      ['rule/image-too-narrow', heroLine, heroCol, 'warning', '/params/heroImage'],
    ]);
    expect(problems[0]!.message).toBe(
      'The image "key-art/cash-race.jpg" is 800×480 px: only 320/640/768 px copies will be made, and wide screens will see it upscaled. Export it at least 1280 px wide.',
    );
    expect((await check(fsWith({ width: 200, height: 100 })))[0]!.message).toContain('only 200 px copies will be made');
    expect(await check(fsWith({ width: 1280, height: 640 }))).toEqual([]);
  });

  it('a file that is no image: one error saying to export it again', async () => {
    const broken: ProjectFs = {
      ...fsWith({}),
      image: async (dir, rel) => ({
        ...(await nodeFs.image!(dir, rel)),
        ...(rel === HERO
          ? {
              problem: {
                code: 'rule/bad-image',
                message:
                  'is not a JPEG, PNG, WebP or AVIF image (its content is HTML). Export it again as JPEG, PNG or WebP',
              },
            }
          : {}),
      }),
    };
    const problems = await check(broken);
    expect(problems.map((p) => [p.code, p.line, p.col])).toEqual([['rule/bad-image', heroLine, heroCol]]);
    expect(problems[0]!.message).toBe(
      `The file "${HERO}" is not a JPEG, PNG, WebP or AVIF image (its content is HTML). Export it again as JPEG, PNG or WebP.`,
    );
  });

  it('a file that is not ENOENT-absent but unreadable is not called missing', async () => {
    const denied: ProjectFs = {
      ...fsWith({}),
      image: async (dir, rel) => {
        if (rel === HERO) throw Object.assign(new Error('EACCES'), { code: 'EACCES' });
        return nodeFs.image!(dir, rel);
      },
    };
    expect((await check(denied)).map((p) => p.code)).not.toContain('rule/missing-image');
  });
});
