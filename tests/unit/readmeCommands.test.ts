/**
 * Every command in the README works as written on a fresh clone: the cheap ones (new, check, list,
 * stories) run for real, in README order, in a copy of the project; the others (build, serve, start,
 * dev, studio, shot — build is run by cli.test.ts — and rollback, which needs two builds: buildSwitch.test.ts)
 * must exist and take the options shown, read from the command line's own help (in-process).
 * The copy keeps two campaigns of the catalogue: the commands are what is tested here, and checking
 * all ~200 files cold in each of four processes took most of a minute (cli.test.ts checks them all).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { tempProject, REPO, type TempProject } from '../support/tempProject.ts';
import { program } from '../../cli/main.ts';

/** The command lines of the README's ```sh blocks, without their trailing comments. */
export function readmeCommands(markdown: string): string[] {
  const blocks = [...markdown.matchAll(/```sh\n([\s\S]*?)```/g)].map((m) => m[1]!);
  return blocks
    .flatMap((b) => b.split('\n'))
    .map((l) => l.replace(/\s{2,}#.*$/, '').trim())
    .filter((l) => l && !l.startsWith('#'));
}

const README = readFileSync(join(REPO, 'README.md'), 'utf8');
const commands = readmeCommands(README);
const scripts = (JSON.parse(readFileSync(join(REPO, 'package.json'), 'utf8')) as { scripts: Record<string, string> })
  .scripts;
const LONG_RUNNING = new Set(['build', 'serve', 'start', 'dev', 'studio', 'shot', 'rollback']);
const cli = program(REPO, () => undefined);
/** A command's --help text, as `promo <name> --help` prints it. */
const helpOf = (name: string) => cli.commands.find((c) => c.name() === name)?.helpInformation();

/** `npx promo …`, or an npm script that runs `promo …` → the promo arguments; null for other lines. */
function promoArgs(line: string): string[] | null {
  const words = line.split(/\s+/);
  if (words[0] === 'npx' && words[1] === 'promo') return words.slice(2);
  if (words[0] === 'npm' && (words[1] === 'start' || words[1] === 'run')) {
    const name = words[1] === 'start' ? 'start' : words[2]!;
    const script = scripts[name];
    const extra = words.includes('--') ? words.slice(words.indexOf('--') + 1) : [];
    const m = script?.match(/^(?:promo|node cli\/promo\.mjs) (\S+)$/);
    return m ? [m[1]!, ...extra] : null;
  }
  return null;
}

let p: TempProject;
beforeAll(() => {
  p = tempProject();
  for (const f of readdirSync(join(p.dir, 'campaigns')))
    if (f.endsWith('.yaml') && !['cash-race.yaml', 'welcome-bonuses.yaml'].includes(f))
      rmSync(join(p.dir, 'campaigns', f));
});
afterAll(() => p.cleanup());

describe('README commands', () => {
  it('finds the commands (the parser sees the blocks)', () => {
    expect(commands).toContain('npx promo check');
    expect(commands.filter((c) => c.startsWith('npx promo')).length).toBeGreaterThanOrEqual(8);
  });

  it('names only npm scripts that exist', () => {
    for (const line of commands.filter((c) => c.startsWith('npm '))) {
      const [, verb, name] = line.split(/\s+/);
      if (verb === 'install') continue;
      expect(scripts[verb === 'run' ? name! : verb!], line).toBeDefined();
    }
  });

  it('runs each cheap promo command as written, in order, with exit 0', () => {
    const run = commands.map(promoArgs).filter((a): a is string[] => !!a && !LONG_RUNNING.has(a[0]!));
    expect(run.map((a) => a[0])).toEqual(expect.arrayContaining(['new', 'check', 'list', 'stories']));
    for (const args of run) {
      const r = p.run(...args);
      expect({ args, code: r.code, stderr: r.stderr }).toEqual({ args, code: 0, stderr: '' });
    }
  });

  it('shows help for every command, and the long-running ones take the options the README gives them', () => {
    const all = commands.map(promoArgs).filter((a): a is string[] => !!a);
    for (const args of all) {
      const help = helpOf(args[0]!);
      expect(help, `promo ${args[0]} is a command`).toBeDefined();
      if (!LONG_RUNNING.has(args[0]!)) continue;
      for (const option of args.filter((a) => a.startsWith('--')))
        expect(help, `${args.join(' ')}: ${option}`).toContain(option);
      // Positional arguments only where the command takes them (shot takes slugs).
      const positional = args.slice(1).filter((a, i, xs) => !a.startsWith('-') && !xs[i - 1]?.startsWith('--'));
      if (positional.length) expect(help, args.join(' ')).toMatch(/Usage: promo \S+ \[options\] \[/);
    }
    const top = p.run('--help');
    expect(top.code).toBe(0);
    for (const name of [
      'new',
      'check',
      'list',
      'build',
      'rollback',
      'serve',
      'start',
      'dev',
      'shot',
      'stories',
      'report',
      'clean',
    ])
      expect(top.stdout).toContain(`  ${name}`);
  });
});
