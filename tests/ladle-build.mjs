#!/usr/bin/env node
/**
 * Builds the Ladle stories and FAILS (exit 1) unless build-ladle/meta.json exists and lists every
 * expected story. `ladle build` exits 0 even when it is broken (e.g. when it picks up the root Vite
 * config with the Vike plugin), so its exit code alone proves nothing.
 * Usage: node tests/ladle-build.mjs
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const outDir = join(root, 'build-ladle');
const metaFile = join(outDir, 'meta.json');

/** Story ids Ladle derives from each file's title and export names. Add new stories here. */
const EXPECTED = [
  ...[
    'live',
    'scheduled',
    'ended',
    'minimal',
    'roulette',
    'teen-patti-hindi',
    'dice-duel',
    'war-of-bets',
    'slots',
    'with-hero-image',
  ].map((s) => `templates--table-game--${s}`),
  ...[
    'live',
    'scheduled-match',
    'ended',
    'series',
    'combo-boost',
    'tournament',
    'secret-action',
    'minimal',
    'hindi',
  ].map((s) => `templates--sports-event--${s}`),
  ...['bonus-guide', 'default-sections', 'help-centre', 'hindi', 'ended'].map((s) => `templates--info--${s}`),
  ...['programme', 'loyalty-no-levels', 'custom-accent', 'hindi'].map((s) => `templates--vip--${s}`),
  ...['win-with-us', 'currency-route', 'no-offer', 'hindi'].map((s) => `templates--app-install--${s}`),
  ...['evergreen', 'live', 'scheduled', 'ended', 'minimal-params', 'hero-image-and-accent', 'currency-variant'].map(
    (s) => `templates--crash--${s}`,
  ),
  ...['fortune', 'live', 'scheduled', 'ended', 'twelve-segments'].map((s) => `templates--wheel--${s}`),
  ...['named', 'live', 'scheduled', 'ended', 'any-handle', 'with-avatar'].map((s) => `templates--blogger--${s}`),
  ...[
    'live',
    'ends-today',
    'scheduled',
    'ended',
    'with-hero-image',
    'custom-accent',
    'long-hindi-title',
    'cash-drops',
    'several-races',
  ].map((s) => `templates--tournament--${s}`),
  ...[
    'casino',
    'live',
    'currency-route',
    'scheduled',
    'ended',
    'with-hero-image',
    'package700',
    'long-hindi-title',
    'cashback',
    'with-free-spins',
    'free-spins-only',
  ].map((s) => `templates--welcome-bonus--${s}`),
  ...[
    'layout-shell',
    'cta-buttons',
    'countdowns',
    'prize-tables',
    'offer-values',
    'terms-list',
    'status-banners',
    'info-dialog-english',
    'info-dialog-hindi',
  ].map((s) => `components--${s}`),
  // Dialogs (ladle/dialogs/*.stories.tsx): the real dialogs against ladle/fakeRuntime.tsx.
  // Sign-up: every variant in the common states; aviator has no promo field and no bonus choice.
  ...['aviator', 'crash', 'custom', 'basic', 'wheels', 'fortune', 'live-casino'].flatMap((v) =>
    [
      'empty',
      'filled',
      'errors',
      'loading',
      'captcha',
      'server-error',
      'mobile',
      ...(v === 'aviator' ? [] : ['promo', 'no-bonuses']),
    ].map((s) => `dialogs--sign-up--${v}-${s}`),
  ),
  ...[
    'custom-invalid-values',
    'custom-agreements-unticked',
    'custom-promo-not-active',
    'custom-phone-filled',
    'custom-currency-brl',
    'custom-captcha-after-rate-limit',
    'basic-one-click',
    'live-casino-login-tab',
  ].map((s) => `dialogs--sign-up--${s}`),
  ...['default', 'login', 'casino', 'fortune'].flatMap((v) =>
    ['empty', 'errors', 'wrong-password'].map((s) => `dialogs--sign-in--${v}-${s}`),
  ),
  'dialogs--sign-in--default-mobile',
  'dialogs--sign-in--default-email-tab',
  ...['empty', 'errors', 'sent', 'mobile'].map((s) => `dialogs--reset-password--${s}`),
  ...['thanks', 'mystery-done', 'secret-terms'].flatMap((d) => ['default', 'mobile'].map((s) => `dialogs--${d}--${s}`)),
];

const fail = (msg) => {
  console.error(`✖ Ladle build check failed: ${msg}`);
  process.exit(1);
};

rmSync(outDir, { recursive: true, force: true });
const started = Date.now();
// Stories generated from the campaign files (ladle/generated/, not committed).
const gen = spawnSync(process.execPath, [join(root, 'cli', 'promo.mjs'), 'stories'], {
  cwd: root,
  encoding: 'utf8',
  env: { ...process.env, NO_COLOR: '1' },
});
if (gen.status !== 0) fail(`promo stories failed:\n${gen.stdout}${gen.stderr}`);
const generated = Number(/(\d+) campaign stories/.exec(gen.stdout)?.[1] ?? 0);
const run = spawnSync(join(root, 'node_modules/.bin/ladle'), ['build'], {
  cwd: root,
  stdio: ['ignore', 'pipe', 'pipe'],
  encoding: 'utf8',
});
const output = `${run.stdout ?? ''}${run.stderr ?? ''}`;
if (run.error) fail(`could not start ladle: ${run.error.message}`);
if (run.status !== 0) fail(`ladle build exited with ${run.status}\n${output.slice(-4000)}`);
if (!existsSync(metaFile))
  fail(`${metaFile} is missing: the build broke although ladle exited 0\n${output.slice(-4000)}`);
if (!existsSync(join(outDir, 'index.html'))) fail('build-ladle/index.html is missing');

let stories;
try {
  stories = JSON.parse(readFileSync(metaFile, 'utf8')).stories ?? {};
} catch (e) {
  fail(`meta.json is not valid JSON: ${e.message}`);
}
const found = Object.keys(stories);
const missing = EXPECTED.filter((id) => !found.includes(id));
if (missing.length)
  fail(
    `meta.json lacks ${missing.length} expected stor${missing.length === 1 ? 'y' : 'ies'}: ${missing.join(', ')}\n  found: ${found.join(', ')}`,
  );
const campaignStories = found.filter((id) => id.startsWith('campaigns--'));
if (!generated || campaignStories.length !== generated)
  fail(`promo stories wrote ${generated} campaign stories but the build has ${campaignStories.length}`);
const templates = readdirSync(join(root, 'templates')).filter((t) =>
  existsSync(join(root, 'templates', t, 'index.ts')),
);
const uncovered = templates.filter((t) => !campaignStories.some((id) => id.startsWith(`campaigns--${t}-`)));
if (uncovered.length) fail(`no generated campaign story for template(s): ${uncovered.join(', ')}`);

console.log(
  `✔ Ladle build OK in ${((Date.now() - started) / 1000).toFixed(1)} s: ${found.length} stories in build-ladle/meta.json (${EXPECTED.length} expected, all present).`,
);
