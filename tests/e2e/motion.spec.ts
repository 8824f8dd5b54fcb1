/**
 * Decorative motion is bounded (WCAG 2.2.2 Pause, Stop, Hide; runtime/components/base.css): on one page of every
 * template, every animation running after load ends within 5 s of its start, read from its own timing (no waiting),
 * and ends where a visitor who asked for reduced motion sees the page all along (the same transform and opacity).
 */
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';

/** One page per template. */
const PAGES = {
  'app-install': '/new-promo/win-with-us/',
  blogger: '/new-promo/blogger/1/',
  crash: '/new-promo/aviator/',
  info: '/new-promo/how-to-use-bonuses/',
  'sports-event': '/new-promo/2024-ipl-event/',
  'table-game': '/new-promo/roulette-3/',
  tournament: '/new-promo/cash-race/',
  vip: '/new-promo/vip-program/',
  'welcome-bonus': '/new-promo/welcome-bonuses/',
  wheel: '/new-promo/reg-wheel-of-fortune/',
};
/** The decorative animations these pages show between them: seeing them all proves the test looks at them. */
const DECORATIVE = [
  'shine',
  'pulse',
  'offer-art-turn',
  'wh-spin',
  'wh-blink',
  'wh-glow',
  'wh-pulse',
  'cr-rays',
  'cr-bob',
  'tg-spin',
];

interface Motion {
  name: string;
  on: string;
  iterations: number;
  endMs: number;
}

/** Every animation on the page with its timing, then all of them played to their end: each target's resting state. */
function motionOf(page: Page) {
  return page.evaluate(async () => {
    const animations = document.getAnimations();
    await Promise.all(animations.map((a) => a.ready));
    const targets = animations.map((a) => {
      const effect = a.effect as KeyframeEffect;
      return { el: effect.target!, pseudo: effect.pseudoElement ?? undefined };
    });
    const describe = ({ el, pseudo }: (typeof targets)[number]) =>
      `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}${pseudo ?? ''}`;
    const motion = animations.map((a, i) => {
      const timing = a.effect!.getComputedTiming();
      return {
        name: a instanceof CSSAnimation ? a.animationName : a.constructor.name,
        on: describe(targets[i]!),
        iterations: timing.iterations!,
        endMs: Number(timing.endTime),
      };
    });
    // An endless one cannot be finished: the assertion on its timing reports it.
    for (const a of animations) if (Number.isFinite(a.effect!.getComputedTiming().endTime)) a.finish();
    const rest = targets.map((t) => {
      const style = getComputedStyle(t.el, t.pseudo);
      return `${describe(t)}: ${style.transform} ${style.opacity}`;
    });
    // The same elements, seen by a visitor who asked for reduced motion (the page is not loaded again).
    (window as unknown as { promoMotionTargets: typeof targets }).promoMotionTargets = targets;
    return { motion, rest };
  });
}

function stillState(page: Page) {
  return page.evaluate(() =>
    (window as unknown as { promoMotionTargets: { el: Element; pseudo?: string }[] }).promoMotionTargets.map((t) => {
      const style = getComputedStyle(t.el, t.pseudo);
      return `${t.el.tagName.toLowerCase()}.${[...t.el.classList].join('.')}${t.pseudo ?? ''}: ${style.transform} ${style.opacity}`;
    }),
  );
}

test('decorative motion ends within 5 s, at rest as reduced motion shows it, on every template', async ({ page }) => {
  const seen = new Set<string>();
  for (const [template, path] of Object.entries(PAGES)) {
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    const { motion, rest } = await motionOf(page);
    for (const m of motion) seen.add(m.name);
    const endless = motion.filter((m: Motion) => !Number.isFinite(m.iterations) || !(m.endMs <= 5000));
    expect(endless, `${template} (${path}): animations running past 5 s`).toEqual([]);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await page.evaluate(() => document.getAnimations().length), `${template}: reduced motion`).toBe(0);
    expect(await stillState(page), `${template}: resting state`).toEqual(rest);
  }
  expect([...seen].sort()).toEqual(expect.arrayContaining(DECORATIVE));
});
