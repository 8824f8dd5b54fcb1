import { describe, expect, it } from 'vitest';
import { parseYamlSafely } from '../../cli/campaign/parseYamlSafely.ts';
import { checkProject, MAX_FILE_BYTES } from '../../cli/campaign/checkProject.ts';
import type { ProjectFs } from '../../cli/campaign/ProjectFs.ts';
import { nodeFs } from '../../cli/campaign/ProjectFs.ts';
import { REPO } from '../support/tempProject.ts';

describe('parseYamlSafely', () => {
  it('reads YAML 1.2: NO, yes, on and 010 stay what they look like', () => {
    const { value, problems } = parseYamlSafely(
      'country: NO\nflag: yes\nswitch: on\ncode: 010\nwhen: 2026-01-01\n',
      'f.yaml',
    );
    expect(problems).toEqual([]);
    expect(value).toEqual({ country: 'NO', flag: 'yes', switch: 'on', code: 10, when: '2026-01-01' });
  });

  it.each(['constructor', 'prototype', '__proto__'])('rejects the key %s and never pollutes prototypes', (key) => {
    const { problems, value } = parseYamlSafely(`a: 1\n${key}:\n  polluted: true\n`, 'f.yaml');
    expect(problems.map((p) => [p.code, p.line, p.col])).toEqual([['yaml/forbidden-key', 2, 1]]);
    expect(value).toBeUndefined();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it.each([
    ['tab indentation', 'a:\n\t- b\n'],
    ['unclosed flow map', 'a: { b: 1\n'],
    ['binary noise', '\u0000\u0001\u0002: [\n'],
    ['a lone alias', 'a: *nothing\n'],
    ['deep nesting', '['.repeat(5000) + ']'.repeat(5000)],
  ])('turns %s into a problem with a position, never a crash', (_name, text) => {
    const { problems } = parseYamlSafely(text, 'f.yaml');
    expect(problems.length).toBeGreaterThan(0);
    for (const p of problems) expect(p.line).toBeGreaterThanOrEqual(1);
  });

  it('rejects files over the size cap before parsing them', async () => {
    let parsed = false;
    const fs: ProjectFs = {
      ...nodeFs,
      size: async (p) => (p.endsWith('huge.yaml') ? MAX_FILE_BYTES + 1 : nodeFs.size(p)),
      readFile: async (p) => {
        if (p.endsWith('huge.yaml')) parsed = true;
        return nodeFs.readFile(p);
      },
    };
    const { problems } = await checkProject({ root: REPO, fs, alone: true, files: [`${REPO}/campaigns/huge.yaml`] });
    expect(problems.map((p) => p.code)).toEqual(['file/too-large']);
    expect(parsed).toBe(false);
  });

  it('says a missing file is missing, and an unreadable one is not called missing', async () => {
    const missing = await checkProject({ root: REPO, fs: nodeFs, alone: true, files: [`${REPO}/campaigns/nope.yaml`] });
    expect(missing.problems.map((p) => p.code)).toEqual(['file/missing']);
    const denied: ProjectFs = {
      ...nodeFs,
      size: async () => {
        throw Object.assign(new Error('EACCES: permission denied'), { code: 'EACCES' });
      },
    };
    const unreadable = await checkProject({
      root: REPO,
      fs: denied,
      alone: true,
      files: [`${REPO}/campaigns/cash-race.yaml`],
    });
    expect(unreadable.problems.map((p) => p.code)).toContain('file/unreadable');
  });
});
