import type { Story, StoryDefault } from '@ladle/react';
import type { CampaignData } from '../../model/campaignSchema.ts';
import crash from './index.ts';
import { TemplateStory, pageFor, windows } from '../../ladle/fixtures.tsx';

export default { title: 'Templates / Crash', meta: { iframed: true } } satisfies StoryDefault;

/** The crash welcome of the player-content spec: 700% up to 40,000 BDT, with caps in other currencies. */
const crashWelcome: CampaignData = {
  slug: 'crash-welcome',
  template: 'crash',
  pixel: 'sit-cra',
  cta: {
    kind: 'sign-up',
    variant: 'crash',
    name: 'crash-welcome',
    currency: 'BDT',
    bonus: 'casino',
    signIn: 'main-site',
  },
  params: {
    game: 'Aviator',
    multiplier: 100,
    history: [1.24, 3.5, 12.08, 1.02, 2.75, 1.61, 48.3],
    percent: 700,
    maxBonus: [
      { amount: 40_000, currency: 'BDT' },
      { amount: 30_000, currency: 'INR' },
    ],
    cashback: { percent: 10, period: 'weekly' },
    freeBets: { count: 5, stake: { amount: 100, currency: 'BDT' } },
  },
  text: {
    en: {
      title: 'Crash welcome: 700% up to 40,000 BDT',
      subtitle: 'Take off in Aviator with a 700% bonus on your first deposits, 10% weekly cashback and 5 free bets.',
      cta: 'Take the 700%',
      steps: [
        'Sign up with your phone number or e-mail and pick the crash welcome bonus.',
        'Make your first deposit: the 700% bonus is credited at once.',
        'Place a bet, watch the multiplier climb and cash out before the plane flies away.',
      ],
      body: [
        'Your deposit goes to your real balance and the bonus to your bonus balance. Wager the bonus within 72 hours to turn it into real money.',
      ],
      terms: [
        'For new players aged 18 or over, once per player, on the first deposits.',
        'The bonus must be wagered within 72 hours of being credited.',
      ],
      info: {
        title: 'About the crash welcome',
        body: ['700% on your first deposits, up to 40,000 BDT.', 'Wager the bonus within 72 hours.'],
      },
    },
  },
};

/** A Rich Rocket jackpot promotion: rocket art, the jackpot as headline, free bets as a perk. */
const rocketJackpots: CampaignData = {
  slug: 'rich-rocket-jackpots',
  template: 'crash',
  pixel: 'sit-cra',
  cta: {
    kind: 'sign-up',
    variant: 'crash',
    name: 'rich-rocket',
    currency: 'INR',
    bonus: 'casino',
    signIn: 'main-site',
  },
  schedule: { starts: '2026-12-01', ends: '2026-12-31', timeZone: 'Asia/Kolkata' },
  params: {
    game: 'Rich Rocket',
    art: 'rocket',
    multiplier: 1000,
    history: [2.4, 1.1, 17.9, 5.02],
    jackpot: { amount: 1_000_000, currency: 'INR' },
    freeBets: { count: 20 },
  },
  text: {
    en: {
      title: 'Rich Rocket Jackpots',
      subtitle: 'Cash out at 100x or higher and a share of the 10,00,000 INR jackpot is yours.',
      steps: [
        'Sign up or sign in.',
        'Play Rich Rocket with real-money bets of 50 INR or more.',
        'Cash out at 100x or higher to win a jackpot share.',
      ],
      terms: ['Jackpot shares are credited within 72 hours.'],
    },
  },
};

/** Free bets only: the count is the headline figure. */
const freeBetsOnly: CampaignData = {
  ...crashWelcome,
  slug: 'aviator-30-july',
  cta: { kind: 'sign-up', variant: 'aviator', name: 'aviator', currency: 'INR', bonus: 'casino', signIn: 'main-site' },
  params: { game: 'Aviator', multiplier: 30, freeBets: { count: 30, stake: { amount: 20, currency: 'INR' } } },
  text: {
    en: {
      title: '30 free bets in Aviator all July',
      subtitle: 'Deposit 1,000 INR or more and get 30 free bets of 20 INR.',
      steps: ['Sign up.', 'Deposit 1,000 INR or more.', 'Your free bets wait in Aviator.'],
    },
  },
};

/** An always-on offer (no schedule): no countdown, no live badge. */
export const Evergreen: Story = () => <TemplateStory template={crash} page={pageFor(crashWelcome)} />;

/** A running promotion: live badge, "Ends in" countdown. */
export const Live: Story = () => (
  <TemplateStory template={crash} page={pageFor(crashWelcome, { window: windows.live })} />
);

/** Not started yet: "Coming soon" banner, "Starts in" countdown; rocket art and a jackpot headline. */
export const Scheduled: Story = () => (
  <TemplateStory template={crash} page={pageFor(rocketJackpots, { status: 'scheduled', window: windows.scheduled })} />
);

/** Over: ended banner with a way on, no how-to-play and no sign-up button. */
export const Ended: Story = () => (
  <TemplateStory template={crash} page={pageFor(freeBetsOnly, { status: 'ended', window: windows.ended })} />
);

/** Only the required params (game and one offer): no history strip, default multiplier, no perks. */
export const MinimalParams: Story = () => (
  <TemplateStory
    template={crash}
    page={pageFor({
      ...crashWelcome,
      params: { game: 'Aviator', cashback: { percent: 15 } },
      text: { en: { title: '15% cashback on Aviator' } },
    })}
  />
);

/** params.heroImage replaces the drawn game screen; params.accent recolours figures and buttons. */
export const HeroImageAndAccent: Story = () => (
  <TemplateStory
    template={crash}
    page={pageFor({
      ...crashWelcome,
      params: { ...(crashWelcome.params as object), heroImage: 'img/crash/hero.webp', accent: '#3ee0a1' },
    })}
  />
);

/** The {currency} variant picks the INR cap; the others are listed after it. */
export const CurrencyVariant: Story = () => (
  <TemplateStory template={crash} page={pageFor(crashWelcome, { currency: 'INR' })} />
);
