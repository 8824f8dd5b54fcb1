/** The `promo` command line: parses options, calls the command, and maps errors to exit codes. */
import { Command, CommanderError, InvalidArgumentError, Option } from 'commander';
import { readFile, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { existsSync, readdirSync } from 'node:fs';
import { isEnoent, nodeFs } from './campaign/ProjectFs.ts';
import { reportError } from './errors/throwAndExit.ts';
import { FORMATS, type Format } from './format/formatProblems.ts';
import { SANDBOX_PREFIX } from './serve/sandboxPrefix.ts';
import { SHOT_AT } from './shot/shotAt.ts';
import { CACHES } from './cacheRegistry.mjs';
import { createExclusive } from './files/createExclusive.ts';
import { replaceAtomically } from './files/replaceAtomically.ts';
import { buildMoment } from './commands/buildMoment.ts';

// Each command's modules load only when it runs (`await import(...)` in its action): `promo --version`
// and `promo check` never load Vite, Vike, fastify, playwright-core, pngjs or sharp.

const out = (s: string) => void process.stdout.write(s);
const color = process.stdout.isTTY && !process.env.NO_COLOR;
/** Files people keep (schemas, a report's chart) are replaced whole: a crash leaves the old one (cli/files/). */
const fileWriter = (path: string, text: string) => replaceAtomically(path, text);

/** The template folders, for help text (read once, only when help or `new` is set up). */
function templateNames(root: string): string {
  try {
    return readdirSync(join(root, 'templates'))
      .filter((n) => existsSync(join(root, 'templates', n, 'campaign.yaml.hbs')))
      .sort()
      .join(', ');
  } catch (e) {
    if (isEnoent(e)) return 'a folder in templates/';
    throw e;
  }
}

/** A port option's parser; `anyFree`: 0 takes any free port (`promo serve`/`start` print the one taken). */
const portOption =
  (anyFree = false) =>
  (v: string) => {
    const n = Number(v);
    if (!Number.isInteger(n) || n < (anyFree ? 0 : 1) || n > 65535)
      throw new InvalidArgumentError(
        `a port is a whole number from 1 to 65535${anyFree ? ', or 0 for any free port' : ''}.`,
      );
    return n;
  };
const port = portOption();
const servePort = portOption(true);
function date(v: string) {
  const t = Date.parse(v);
  if (Number.isNaN(t)) throw new InvalidArgumentError('use an ISO date such as 2026-12-01 or 2026-12-01T18:00:00Z.');
  return t;
}

/** --until: a date alone (2026-11-27) means the end of that day, UTC. */
function untilDate(v: string) {
  const t = date(v);
  return /^\d{4}-\d{2}-\d{2}$/.test(v) ? t + 86_400_000 : t;
}

export function program(root: string, setExit: (code: number) => void): Command {
  const deps = { root, fs: nodeFs, out, color, tty: !!process.stdout.isTTY };
  const p = new Command('promo')
    .description(
      'Config-first generator of promotional landing sites.\nCampaigns are YAML files in campaigns/; templates render them; the runtime makes them interactive.',
    )
    .version('0.1.0')
    .showHelpAfterError('(run promo --help for usage)')
    .exitOverride();

  p.command('check')
    .description(
      'Validate promo.config.yaml and every campaign (or the files given); report every problem with file:line:col',
    )
    .argument('[files...]', 'campaign files to check (default: campaigns/*.yaml)')
    .addOption(new Option('-f, --format <format>', 'output format').choices(FORMATS).default('text'))
    .option('--strict-locales', 'treat missing translations as errors, not warnings')
    .option(
      '--no-cache',
      `check every file again instead of reusing results of unchanged ones (${CACHES.checkCache.path})`,
    )
    .addHelpText(
      'after',
      '\nExit codes: 0 valid, 1 problems found, 2 usage error.\nCI: promo check --format github  prints GitHub annotations.',
    )
    .action(async (files: string[], o: { format: Format; strictLocales?: boolean; cache: boolean }) => {
      const cacheFile = o.cache ? join(root, CACHES.checkCache.path) : undefined;
      setExit(
        await (await import('./commands/check.ts')).runCheck(
          { ...deps, cacheFile },
          { files, format: o.format, strictLocales: o.strictLocales },
        ),
      );
    });

  p.command('new')
    .description(
      'Create campaigns/<slug>.yaml from a template scaffold (asks which template when --template is not given)',
    )
    .argument('[slug]', 'campaign slug: lower-case letters, digits, - and _ (also the file name and default route)')
    .option('-t, --template <name>', `template to use: ${templateNames(root)}`)
    .option('--title <text>', 'English page title')
    .option('--currency <code>', 'main currency', 'INR')
    .option('--pixel <category>', 'tracking pixel category: sit, sit-liv, sit-bet, sit-cra, sit-cas or none', 'none')
    .option('--starts <date>', 'schedule start, e.g. 2026-12-01 (tournaments; default today)')
    .option('--ends <date>', 'schedule end (default a week after today)')
    .option('--time-zone <tz>', 'schedule time zone', 'Asia/Kolkata')
    .action(async (slug: string | undefined, o) => {
      const chooseTemplate =
        process.stdin.isTTY && process.stdout.isTTY
          ? (await import('./commands/askTemplate.ts')).askTemplate
          : undefined;
      const { runNew } = await import('./commands/new.ts');
      const { fileCheckCache } = await import('./campaign/checkCache.ts');
      await runNew(
        {
          ...deps,
          writeFile: createExclusive,
          removeFile: (f) => rm(f, { force: true }),
          now: () => new Date(),
          chooseTemplate,
          cache: fileCheckCache(join(root, CACHES.checkCache.path)),
        },
        slug,
        o,
      );
    });

  p.command('list')
    .description('List campaigns: slug, template, routes, schedule status, locales')
    .addOption(
      new Option('--status <status>', 'only campaigns in this state').choices(['live', 'scheduled', 'ended', 'always']),
    )
    .option('--at <date>', 'judge schedules at this moment instead of now', date)
    .option('--json', 'print JSON')
    .action(async (o: { status?: 'live'; at?: number; json?: boolean }) =>
      setExit(
        await (await import('./commands/list.ts')).runList(deps, {
          status: o.status,
          at: o.at ?? Date.now(),
          json: o.json,
        }),
      ),
    );

  p.command('build')
    .description('Check, then pre-render every route of every campaign into dist/ (swapped in only when complete)')
    .addOption(
      new Option('--env <name>', 'operator hosts to bake in')
        .choices(['development', 'production'])
        .default('development'),
    )
    .option(
      '--at <date>',
      "build as at this moment (default: now): what is live, scheduled, ended and in an experiment then; from there each page switches by the visitor's clock",
      date,
    )
    .addOption(
      new Option(
        '--preview-at <date>',
        "a preview frozen at this moment: pages show the schedule state then and keep it, whatever the visitor's clock",
      )
        .argParser(date)
        .conflicts('at'),
    )
    .option('--api <url>', 'point every API host at this backend instead of the config hosts')
    .option('--out-dir <dir>', 'output folder', CACHES.dist.path)
    .option('--verbose', 'list every page written')
    .option('--full', 'render every page, not only those changed since the previous build')
    .addHelpText(
      'after',
      '\nExamples:\n  promo build --at 2026-12-01          the site as it would be deployed on 1 December\n  promo build --preview-at 2026-12-20  every page shown as on 20 December, for a review',
    )
    .action(
      async (o: {
        env: 'development' | 'production';
        at?: number;
        previewAt?: number;
        api?: string;
        outDir: string;
        verbose?: boolean;
        full?: boolean;
      }) => {
        await (await import('./commands/build.ts')).runBuild(deps, {
          env: o.env,
          ...buildMoment(o, Date.now),
          outDir: o.outDir,
          apiOverride: o.api,
          verbose: o.verbose,
          full: o.full,
        });
      },
    );

  p.command('rollback')
    .description('Point dist/ back at the previous build at once (the current one is kept; run again to undo)')
    .option('--out-dir <dir>', 'output folder', CACHES.dist.path)
    .action(async (o: { outDir: string }) => {
      await (await import('./commands/rollback.ts')).runRollback(deps, { outDir: o.outDir });
    });

  const serveOptions = (c: Command, defaultPort: number) =>
    c
      .option(
        '-p, --port <n>',
        'port for the site and the sandbox API (one port; 0: any free port)',
        servePort,
        defaultPort,
      )
      .option('--host <host>', 'interface to listen on', '127.0.0.1')
      .option('--out-dir <dir>', 'built folder to serve', CACHES.dist.path)
      .option('--no-sandbox', 'do not serve the sandbox operator API (pages keep the hosts baked in)')
      .option('--api <url>', 'point the pages at this backend instead of the sandbox, e.g. http://127.0.0.1:4610')
      .option('--data <file>', 'keep sandbox players in this JSON file across restarts')
      .addHelpText(
        'after',
        `\nBy default the sandbox operator API is served from the same port, under ${SANDBOX_PREFIX}/, and the pages call it there.`,
      );
  type ServeCli = { port: number; host: string; outDir: string; sandbox: boolean; api?: string; data?: string };
  /** The sandbox's control token: PROMO_SANDBOX_TOKEN, or a random one that `promo serve` prints. */
  const controlToken = process.env.PROMO_SANDBOX_TOKEN || undefined;

  serveOptions(
    p
      .command('serve')
      .description(
        'Serve the built site as production would, at http://127.0.0.1:<port>/new-promo/, with the sandbox operator API',
      ),
    3000,
  ).action(async (o: ServeCli) => {
    await (await import('./commands/serve.ts')).runServe(root, { ...o, controlToken }, out);
  });

  serveOptions(
    p.command('start').description('What npm start runs: check the port is free, build (development), then serve'),
    3000,
  )
    .option(
      '--at <date>',
      "build as at this moment (default: now); each page then switches by the visitor's clock",
      date,
    )
    .option('--verbose', 'list every page written')
    .action(async (o: ServeCli & { at?: number; verbose?: boolean }) => {
      await (await import('./commands/start.ts')).runStart(deps, { ...o, controlToken, at: o.at ?? Date.now() });
    });

  p.command('dev')
    .description('Start the Vite dev server; editing a campaign YAML updates the page')
    .option('-p, --port <n>', 'port', port, 5173)
    .option('--host <host>', 'interface to listen on', '127.0.0.1')
    .option('--no-sandbox', "do not serve the sandbox operator API (pages keep the config's hosts)")
    .option('--api <url>', 'point the pages at this backend instead of the sandbox, e.g. http://127.0.0.1:4610')
    .option('--data <file>', 'keep sandbox players in this JSON file across restarts')
    .addHelpText(
      'after',
      `\nBy default the sandbox operator API is served from the same port, under ${SANDBOX_PREFIX}/, and the pages call it there.`,
    )
    .action(async (o: { port: number; host: string; sandbox: boolean; api?: string; data?: string }) => {
      await (await import('./commands/dev.ts')).runDev(root, { ...o, controlToken }, out);
    });

  p.command('studio')
    .description(
      'Serve the campaign studio: list, create, edit (form, YAML, live preview) and publish campaigns in a browser',
    )
    .option(
      '-p, --port <n>',
      'port for the studio, its preview and the sandbox API (one port; 0: any free port)',
      servePort,
      5180,
    )
    .option('--host <host>', 'interface to listen on', '127.0.0.1')
    .option('--no-sandbox', 'do not serve the sandbox operator API under /sandbox-api/')
    .option('--data <file>', 'keep sandbox players in this JSON file across restarts')
    .option(
      '--at <date>',
      "the studio's clock stopped at this moment: the list's statuses, and the preview shown as at it (default: now, running)",
      date,
    )
    .action(async (o: { port: number; host: string; sandbox: boolean; data?: string; at?: number }) => {
      await (await import('./commands/studio.ts')).runStudio(root, { ...o, controlToken }, out);
    });

  p.command('shot')
    .description(
      'Screenshot campaign pages (360×740, 1280×800) and their opened dialog in Chromium; compare with the baselines in shots/',
    )
    .argument('[slugs...]', 'campaigns to shoot (default: all)')
    .option('--update', 'write the new screenshots as the baselines')
    .option('--at <date>', 'the moment pages are shown as at (frozen in the browser)', date)
    .addHelpText(
      'after',
      '\nA changed screenshot exits 1 and writes shots-report/index.html (baseline, new and diff side by side).\nNeeds Debian Chromium (/usr/bin/chromium, or CHROMIUM_PATH).',
    )
    .action(async (slugs: string[], o: { update?: boolean; at?: number }) =>
      setExit(
        await (await import('./commands/shot.ts')).runShot(deps, {
          slugs,
          update: !!o.update,
          at: o.at ?? SHOT_AT,
          baselineDir: 'shots',
          reportDir: CACHES.shotsReport.path,
        }),
      ),
    );

  p.command('stories')
    .description(
      `Write the Ladle stories of every campaign file (${CACHES.stories.path}/, one story file per campaign): before / during / after its schedule, every A/B arm. \`npm run ladle\` runs it, and again whenever a campaign file changes`,
    )
    .argument('[slugs...]', 'campaigns whose stories to point at, e.g. the one you are editing')
    .action(async (slugs: string[]) =>
      setExit(await (await import('./commands/stories.ts')).runStories({ ...deps, now: Date.now }, { slugs })),
    );

  p.command('report')
    .description(
      "Compare the arms of a campaign's A/B experiment per visitor: visitors, sign-up dialog openers, registrants, conversion, an always-valid comparison with the control, the split check, and a verdict",
    )
    .argument('<slug>', 'campaign whose experiment to report')
    .option(
      '--from <file|url>',
      'events: a running sandbox (e.g. http://127.0.0.1:3000/sandbox-api, the default), or an A/B event export .json / .csv (docs/experiments.md)',
    )
    .option('--since <date>', 'only events at or after this time (2026-11-20 is its start, UTC)', date)
    .option('--until <date>', 'only events before this time (a date alone counts that whole day, UTC)', untilDate)
    .option('--svg <file>', 'also write the chart: conversion per arm with intervals, day by day')
    .addOption(new Option('--format <format>', 'output format').choices(['text', 'json']).default('text'))
    .action(
      async (
        slug: string,
        o: { from?: string; format: 'text' | 'json'; since?: number; until?: number; svg?: string },
      ) =>
        setExit(
          await (await import('./commands/report.ts')).runReport(
            {
              ...deps,
              readFile: (f) => readFile(resolve(root, f), 'utf8'),
              fetch: (u, init) => fetch(u, init),
              sandboxToken: process.env.PROMO_SANDBOX_TOKEN || undefined,
              writeFile: (f, text) => fileWriter(resolve(root, f), text),
            },
            { slug, from: o.from, format: o.format, since: o.since, until: o.until, svg: o.svg },
          ),
        ),
    );

  p.command('clean')
    .description(
      'Delete the caches and generated files (cli/cacheRegistry.mjs lists each, and what it is for); never campaigns/, and dist/ only with --dist',
    )
    .option('--dist', 'also delete dist/ and every kept build (promo rollback then has nothing to go back to)')
    .option('--dry-run', 'list what would be deleted and the bytes it would free; delete nothing')
    .action(async (o: { dist?: boolean; dryRun?: boolean }) => {
      const { runClean, nodeCleanFs } = await import('./commands/clean.ts');
      await runClean({ root, fs: nodeCleanFs, out }, { dist: !!o.dist, dryRun: !!o.dryRun });
    });

  p.command('schema')
    .description('Regenerate (with --write) or verify the JSON Schema files made from the TypeBox sources')
    .option('--write', 'write the files instead of only checking them')
    .action(async (o: { write?: boolean }) =>
      setExit(
        await (await import('./commands/schema.ts')).runSchema(
          { ...deps, writeFile: fileWriter },
          { write: !!o.write },
        ),
      ),
    );
  return p;
}

export async function main(argv: string[]) {
  let code = 0;
  const root = resolve(process.env.PROMO_ROOT ?? process.cwd());
  try {
    await program(root, (c) => {
      code = c;
    }).parseAsync(argv);
  } catch (e) {
    if (e instanceof CommanderError) code = e.exitCode === 0 ? 0 : 2;
    else code = reportError(e);
  }
  process.exitCode = code;
}
