import type { Story, StoryDefault } from '@ladle/react';
import type { CampaignData } from '../../model/campaignSchema.ts';
import { I18nextProvider } from 'react-i18next';
import sportsEvent from './index.ts';
import { TemplateStory, pageFor, windows } from '../../ladle/fixtures.tsx';
import { serverI18n } from '../../runtime/i18n/serverI18n.ts';

export default { title: 'Templates / Sports event', meta: { iframed: true } } satisfies StoryDefault;

const india = { name: 'India', code: 'IND', colors: ['#1a4aa8', '#ffffff'] };
const westIndies = { name: 'West Indies', code: 'WI', colors: ['#7a1631', '#ffd24a'] };

/** A single match with a free bet: India vs West Indies at Eden Gardens, first ball at 19:00 IST on 1 December. */
const match: CampaignData = {
  slug: 'cricket-match-1',
  template: 'sports-event',
  cta: { kind: 'sign-up', variant: 'basic', name: 'india', currency: 'INR', bonus: 'sport', signIn: 'dialog' },
  schedule: { starts: '2026-12-01', ends: '2026-12-01T23:30', timeZone: 'Asia/Kolkata' },
  tournament: { minBet: { amount: 1000, currency: 'INR' }, minOdds: 1.5, wager: { multiplier: 1, hours: 72 } },
  params: {
    sport: 'cricket',
    competition: 'T20I series',
    teams: [india, westIndies],
    kickoff: '2026-12-01T19:00',
    venue: 'Eden Gardens, Kolkata',
    offer: { kind: 'free-bet', amounts: [{ amount: 500, currency: 'INR' }] },
  },
  text: {
    en: {
      title: 'India vs West Indies: 500 INR free bet',
      subtitle: 'Bet 1,000 INR on the match at odds of 1.5 or higher and get a 500 INR free bet for the next game.',
      cta: 'Get my free bet',
      steps: [
        'Sign up or sign in and make a deposit.',
        'Bet 1,000 INR or more at odds of 1.5+ on the match.',
        'Your free bet arrives within 24 hours of the final ball.',
      ],
      body: ['Bet on the match winner, top batsman, total sixes or any other market — pre-match or live.'],
      terms: ['One free bet per player.', 'Free bets are valid for 7 days.'],
      info: {
        title: 'How the free bet works',
        body: [
          'Bet at least 1,000 INR at odds of 1.5 or higher.',
          'Your 500 INR free bet is credited after the match.',
        ],
      },
    },
    hi: {
      title: 'भारत बनाम वेस्ट इंडीज़: 500 INR की फ़्री बेट',
      subtitle: 'मैच पर 1.5 या अधिक ऑड्स पर 1,000 INR का दाँव लगाएँ और अगले मैच के लिए 500 INR की फ़्री बेट पाएँ।',
      cta: 'मेरी फ़्री बेट पाएँ',
    },
  },
};

/** A tour with its match list (West Indies tour of India 2022). */
const tour: CampaignData = {
  ...match,
  slug: 'west-indies-tour-of-india',
  schedule: { starts: '2026-11-15', ends: '2026-12-16', timeZone: 'Asia/Kolkata' },
  params: {
    ...(match.params as object),
    competition: 'West Indies tour of India',
    kickoff: undefined,
    fixtures: [
      { date: '2026-11-18T13:30', stage: 'odi', venue: 'Narendra Modi Stadium, Ahmedabad' },
      { date: '2026-11-21T13:30', stage: 'odi', venue: 'Narendra Modi Stadium, Ahmedabad' },
      { date: '2026-11-24T13:30', stage: 'odi', venue: 'Narendra Modi Stadium, Ahmedabad' },
      { date: '2026-12-01T19:00', stage: 't20', venue: 'Eden Gardens, Kolkata' },
    ],
  },
};

/** A league-long odds boost, no teams. */
const league: CampaignData = {
  slug: 'championsleague',
  template: 'sports-event',
  cta: { kind: 'sign-up', variant: 'basic', currency: 'INR', bonus: 'sport' },
  tournament: { minOdds: 1.5, minBet: { amount: 200, currency: 'INR' } },
  params: {
    sport: 'football',
    competition: 'UEFA Champions League 2026/27',
    offer: { kind: 'odds-boost', percent: 25, amounts: [{ amount: 5000, currency: 'INR' }] },
  },
  text: {
    en: {
      title: 'Champions League nights, boosted',
      subtitle: 'Every matchday we pick the biggest game and add 25% to your winnings on it — up to 5,000 INR extra.',
      cta: 'Bet on the Champions League',
      steps: [
        'Sign up or sign in and deposit.',
        'Find the Boosted Match of the matchday.',
        'Win, and 25% is added to your winnings.',
      ],
      terms: ['One boost per player per matchday.'],
    },
  },
};

/** Running now: odds boost with its cap and an "Ends in" countdown. */
export const Live: Story = () => (
  <TemplateStory
    template={sportsEvent}
    page={pageFor(
      { ...league, schedule: { starts: '2026-11-15', ends: '2026-12-15', timeZone: 'Asia/Kolkata' } },
      { window: windows.live },
    )}
  />
);

/** Not started yet: fixture header (teams, date, venue) and a countdown to the first ball. */
export const ScheduledMatch: Story = () => (
  <TemplateStory template={sportsEvent} page={pageFor(match, { status: 'scheduled', window: windows.scheduled })} />
);

/** Over: ended banner, no steps, no bet button. */
export const Ended: Story = () => (
  <TemplateStory template={sportsEvent} page={pageFor(match, { status: 'ended', window: windows.ended })} />
);

/** A tour: match schedule with played matches greyed. */
export const Series: Story = () => (
  <TemplateStory template={sportsEvent} page={pageFor(tour, { window: windows.live })} />
);

/** Combo boost: the ladder of boosts by number of selections, no schedule. */
export const ComboBoost: Story = () => (
  <TemplateStory
    template={sportsEvent}
    page={pageFor({
      ...league,
      slug: 'comboboost',
      params: {
        sport: 'multi',
        offer: { kind: 'combo-boost', percent: 50, amounts: [{ amount: 50000, currency: 'INR' }] },
        boostLadder: [
          { selections: 3, percent: 5 },
          { selections: 4, percent: 10 },
          { selections: 5, percent: 15 },
          { selections: 6, percent: 20 },
          { selections: 8, percent: 30 },
          { selections: 10, percent: 50 },
        ],
      },
      text: {
        en: {
          title: 'Combo Boost — up to +50% on winning combos',
          subtitle: 'Three or more selections in one bet and we boost your winnings.',
          cta: 'Build a combo',
        },
      },
    })}
  />
);

/** A betting tournament: prize pool, prize table and points per bet. */
export const Tournament: Story = () => (
  <TemplateStory
    template={sportsEvent}
    page={pageFor(
      {
        ...league,
        slug: 'grand-ipl-tournament',
        tournament: {
          pool: { amount: 1_000_000, currency: 'INR' },
          winners: 10,
          minOdds: 1.5,
          minBet: { amount: 500, currency: 'INR' },
          prizes: [
            { from: 1, amount: 300_000 },
            { from: 2, amount: 200_000 },
            { from: 3, amount: 100_000 },
            { from: 4, to: 10, amount: 57_142 },
          ],
          points: [{ points: 1, per: { amount: 100, currency: 'INR' } }],
          payoutHours: 72,
        },
        params: { sport: 'cricket', competition: 'IPL 2027', offer: { kind: 'pool' } },
        text: {
          en: {
            title: 'Grand IPL Tournament',
            subtitle: 'Every 100 INR you bet on IPL earns a point. The top 10 share 10,00,000 INR.',
            cta: 'Join the tournament',
            body: ['Points come from your stake: every qualifying settled bet counts, win or lose.'],
          },
        },
      },
      { window: windows.live },
    )}
  />
);

/** The secret action: its call-to-action opens the 400 px secret-terms dialog. */
export const SecretAction: Story = () => (
  <TemplateStory
    template={sportsEvent}
    page={pageFor(
      {
        ...league,
        slug: '2024-ipl-event',
        cta: { kind: 'secret-terms' },
        tournament: { minOdds: 1.3, minBet: { amount: 100, currency: 'INR' }, wager: { multiplier: 5, hours: 72 } },
        params: {
          sport: 'cricket',
          competition: 'IPL 2024',
          offer: { kind: 'bonus', amounts: [{ amount: 5000, currency: 'INR' }] },
        },
        text: {
          en: {
            title: 'IPL secret action — 5,000 INR bonus',
            subtitle: 'Bet on IPL matches and unlock a 5,000 INR sports bonus.',
            cta: 'Read the secret terms',
          },
        },
      },
      { window: windows.live },
    )}
  />
);

/** Only the required params (sport and offer kind), no schedule, no text but the title. */
export const Minimal: Story = () => (
  <TemplateStory
    template={sportsEvent}
    page={pageFor({
      slug: 'insurance-bet',
      template: 'sports-event',
      params: { sport: 'tennis', offer: { kind: 'insurance', amounts: [{ amount: 2000, currency: 'INR' }] } },
      text: { en: { title: 'Bet insurance' } },
    })}
  />
);

/** Page, labels and info dialog in Hindi (/cricket-match-1/hi/). */
export const Hindi: Story = () => (
  <I18nextProvider i18n={serverI18n('hi')}>
    <TemplateStory
      template={sportsEvent}
      page={pageFor(match, { status: 'scheduled', window: windows.scheduled, locale: 'hi', infoLocale: 'hi' })}
    />
  </I18nextProvider>
);
