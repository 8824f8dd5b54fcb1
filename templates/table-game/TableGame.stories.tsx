import type { Story, StoryDefault } from '@ladle/react';
import type { CampaignData } from '../../model/campaignSchema.ts';
import { I18nextProvider } from 'react-i18next';
import tableGame from './index.ts';
import { TemplateStory, pageFor, windows } from '../../ladle/fixtures.tsx';
import { serverI18n } from '../../runtime/i18n/serverI18n.ts';

export default { title: 'Templates / Table game', meta: { iframed: true } } satisfies StoryDefault;

/** Live baccarat with a weekly cashback (as campaigns/baccarat.yaml). */
const baccarat: CampaignData = {
  slug: 'baccarat',
  template: 'table-game',
  cta: {
    kind: 'sign-up',
    variant: 'live-casino',
    name: 'baccarat',
    currency: 'INR',
    bonus: 'casino',
    signIn: 'main-site',
  },
  schedule: { starts: '2026-11-15', ends: '2026-12-15', timeZone: 'Asia/Kolkata' },
  tournament: { minBet: { amount: 20, currency: 'INR' }, wager: { multiplier: 1, hours: 72 } },
  params: {
    game: 'baccarat',
    provider: 'Evolution',
    offer: { kind: 'cashback', percent: 10, period: 'weekly', upTo: [{ amount: 20_000, currency: 'INR' }] },
    limits: [{ currency: 'INR', min: 20, max: 500_000 }],
  },
  text: {
    en: {
      title: 'Live Baccarat — 10% weekly cashback',
      subtitle:
        'Take a seat at our live baccarat tables, back Player or Banker, and get 10% of your weekly net losses back, up to 20,000 INR.',
      cta: 'Play live baccarat',
      body: [
        'Baccarat is the easiest table game in the casino. You bet on which hand, Player or Banker, finishes closer to 9 — or on a Tie.',
        'Cards count at face value, tens and picture cards count as zero, and only the last digit of a total matters.',
      ],
      steps: [
        'Sign up in under a minute and make a deposit.',
        'Play any live baccarat table with real-money bets from 20 INR.',
        'Every Monday 10% of last week’s net losses comes back, up to 20,000 INR.',
      ],
      terms: [
        'Cashback is 10% of net losses on live baccarat from Monday to Sunday, up to 20,000 INR per week.',
        'Cashback must be wagered once (x1) within 72 hours.',
      ],
      info: {
        title: 'How baccarat cashback works',
        body: [
          'Play any live baccarat table between Monday and Sunday.',
          'Every Monday 10% of your net losses comes back to you.',
        ],
      },
    },
    hi: {
      title: 'लाइव बैकारेट — हर हफ़्ते 10% कैशबैक',
      subtitle:
        'हमारी लाइव बैकारेट टेबल पर बैठें, प्लेयर या बैंकर पर दाँव लगाएँ और हफ़्ते के शुद्ध नुकसान का 10% वापस पाएँ, 20,000 INR तक।',
      cta: 'लाइव बैकारेट खेलें',
    },
  },
};

/** A baccarat tournament with a prize pool and a prize table. */
const baccaratRace: CampaignData = {
  ...baccarat,
  slug: 'baccarat-2',
  schedule: { starts: '2026-12-01', ends: '2026-12-31', timeZone: 'Asia/Kolkata' },
  tournament: {
    pool: { amount: 500_000, currency: 'INR' },
    winners: 10,
    minBet: { amount: 100, currency: 'INR' },
    prizes: [
      { from: 1, amount: 150_000 },
      { from: 2, amount: 100_000 },
      { from: 3, amount: 75_000 },
      { from: 4, to: 10, amount: 25_000 },
    ],
    wager: { multiplier: 1, hours: 72 },
    payoutHours: 72,
  },
  params: { game: 'baccarat', offer: { kind: 'pool' }, limits: [{ currency: 'INR', min: 100, max: 1_000_000 }] },
  text: {
    en: {
      title: 'Baccarat Royale: 5,00,000 INR tournament',
      subtitle: 'Every 100 INR you bet on live baccarat earns a point. The top 10 share the prize pool.',
      cta: 'Join the tournament',
      steps: [
        'Sign up and deposit.',
        'Bet 100 INR or more on any live baccarat table.',
        'Finish in the top 10 by 31 December.',
      ],
    },
  },
};

const withParams = (
  params: Record<string, unknown>,
  en: { title: string; subtitle: string; cta: string; body?: string[] },
  extra: Partial<CampaignData> = {},
): CampaignData => ({
  ...baccarat,
  ...extra,
  params: { ...(baccarat.params as object), ...params },
  text: { en: { ...baccarat.text.en, ...en, body: en.body ?? [] } },
});

/** Running now: live badge, "Ends in" countdown, felt table with cards and chips, payouts table. */
export const Live: Story = () => (
  <TemplateStory template={tableGame} page={pageFor(baccarat, { window: windows.live })} />
);

/** Not started yet: a tournament with its pool, a "Starts in" countdown and the prize table. */
export const Scheduled: Story = () => (
  <TemplateStory
    template={tableGame}
    page={pageFor(baccaratRace, { status: 'scheduled', window: windows.scheduled })}
  />
);

/** Over: ended banner, no steps and no play button. */
export const Ended: Story = () => (
  <TemplateStory template={tableGame} page={pageFor(baccaratRace, { status: 'ended', window: windows.ended })} />
);

/** Only the required params (game and offer), no schedule, no tournament data. */
export const Minimal: Story = () => (
  <TemplateStory
    template={tableGame}
    page={pageFor({
      ...baccarat,
      schedule: undefined,
      tournament: undefined,
      params: { game: 'blackjack', offer: { kind: 'bonus', percent: 100 } },
    })}
  />
);

/** European roulette: the spinning wheel and the roulette payouts. */
export const Roulette: Story = () => (
  <TemplateStory
    template={tableGame}
    page={pageFor(
      withParams(
        {
          game: 'roulette',
          offer: { kind: 'cashback', percent: 12, period: 'daily', upTo: [{ amount: 10000, currency: 'INR' }] },
        },
        {
          title: 'Roulette Summer — 12% back every day',
          subtitle:
            'Spin the live roulette wheel and get 12% of each day’s net losses back the next morning, up to 10,000 INR a day.',
          cta: 'Play live roulette',
          body: [
            'European roulette has 37 pockets, 1 to 36 and a single zero. A single number pays 35:1, red or black pays 1:1.',
          ],
        },
      ),
      { window: windows.live },
    )}
  />
);

/** Teen Patti with a prize pool, page and labels in Hindi, without the payouts table. */
export const TeenPattiHindi: Story = () => {
  const teenPatti: CampaignData = {
    ...baccaratRace,
    slug: 'teen-patti',
    params: { game: 'teen-patti', offer: { kind: 'pool' }, limits: [{ currency: 'INR', min: 50, max: 200_000 }] },
    text: {
      en: { title: 'Teen Patti Diwali Dhamaka — 7,00,000 INR to win' },
      hi: {
        title: 'तीन पत्ती दिवाली धमाका — 7,00,000 INR जीतने का मौक़ा',
        subtitle: 'लाइव तीन पत्ती टेबल पर हर 50 INR के दाँव पर एक पॉइंट, और टॉप 20 खिलाड़ी इनाम बाँटते हैं।',
        cta: 'धमाके में शामिल हों',
        body: ['तीन कार्ड प्लेयर A को और तीन प्लेयर B को मिलते हैं, और आप उस हाथ पर दाँव लगाते हैं जो आपको ज़्यादा मज़बूत लगे।'],
        steps: [
          'साइन अप या साइन इन करें और डिपॉज़िट करें।',
          'किसी भी लाइव तीन पत्ती टेबल पर 50 INR या उससे ज़्यादा का दाँव लगाएँ।',
          'टॉप 20 में जगह बनाएँ।',
        ],
      },
    },
  };
  return (
    <I18nextProvider i18n={serverI18n('hi')}>
      <TemplateStory template={tableGame} page={pageFor(teenPatti, { window: windows.live, locale: 'hi' })} />
    </I18nextProvider>
  );
};

/** Dice Duel (BetGames): red and blue dice, daily cashback, less than a day left. */
export const DiceDuel: Story = () => (
  <TemplateStory
    template={tableGame}
    page={pageFor(
      withParams(
        {
          game: 'dice-duel',
          provider: 'BetGames',
          offer: { kind: 'cashback', percent: 5, period: 'daily', upTo: [{ amount: 5000, currency: 'INR' }] },
        },
        {
          title: 'Dice Duel — 5% back every day',
          subtitle:
            'Red die against blue die, a new roll every minute. Get 5% of each day’s net losses back, up to 5,000 INR.',
          cta: 'Roll with us',
          body: ['Two dice are thrown on camera, one red and one blue, and you bet on which shows the higher number.'],
        },
      ),
      { window: windows.endsSoon },
    )}
  />
);

/** War of Bets: two cards face off; a custom accent colour. */
export const WarOfBets: Story = () => (
  <TemplateStory
    template={tableGame}
    page={pageFor(
      withParams(
        { game: 'war-of-bets', provider: 'BetGames', accent: '#35e39b' },
        {
          title: 'War of Bets — 10% weekly cashback',
          subtitle: 'One card for the dealer, one for the player, a new round every minute.',
          cta: 'Join the battle',
          body: ['The higher card wins. Aces are high; suits do not matter.'],
        },
      ),
      { window: windows.live },
    )}
  />
);

/** Slots and live casino welcome: the reels visual, a bonus capped per currency, the BRL cap picked by the route. */
export const Slots: Story = () => (
  <TemplateStory
    template={tableGame}
    page={pageFor(
      withParams(
        {
          game: 'slots',
          provider: undefined,
          offer: {
            kind: 'bonus',
            percent: 100,
            upTo: [
              { amount: 20000, currency: 'INR' },
              { amount: 2000, currency: 'BRL' },
            ],
          },
          limits: undefined,
        },
        {
          title: 'Slots and casino — double your first deposit',
          subtitle: 'Thousands of slots, crash games and live tables, and a 100% casino welcome bonus to start with.',
          cta: 'Claim casino bonus',
        },
        { schedule: undefined, tournament: undefined },
      ),
      { currency: 'BRL' },
    )}
  />
);

/** params.heroImage replaces the drawn table. */
export const WithHeroImage: Story = () => (
  <TemplateStory
    template={tableGame}
    page={pageFor(
      { ...baccarat, params: { ...(baccarat.params as object), heroImage: 'img/baccarat/hero.webp' } },
      { window: windows.live },
    )}
  />
);
