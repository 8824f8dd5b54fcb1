/**
 * Hand-built PageData for the Ladle stories, and the frames that render a template or a component
 * the way a built page does: shared layout, base.css + the template's CSS inlined in a <style>.
 * Times are fixed (BUILT_AT) so that countdowns and statuses look the same on every run.
 */
import type { ReactNode } from 'react';
import type { CampaignData } from '../model/campaignSchema.ts';
import type { Locale } from '../model/codes.ts';
import type { PageData, PublicSite, ScheduleStatus } from '../model/Site.ts';
import type { TemplateModule } from '../runtime/template/TemplateModule.ts';
import { Layout } from '../runtime/components/Layout.tsx';
import { resolveText } from '../runtime/content/resolveText.ts';
import baseCss from '../runtime/components/base.css?inline';

/** 21 Nov 2026, 18:30 UTC (midnight in India). */
export const BUILT_AT = Date.UTC(2026, 10, 21, 18, 30);
const DAY = 86_400_000;
const IST = 5.5 * 3_600_000;
/** Midnight, India time, of a calendar day. */
const istDay = (y: number, m: number, d: number) => Date.UTC(y, m - 1, d) - IST;

const dev = 'http://127.0.0.1:4010';
export const site: PublicSite = {
  brandName: 'WinPlay',
  basePath: '/new-promo/',
  defaultLocale: 'en',
  locales: ['en', 'hi', 'pt', 'bn'],
  defaultCurrency: 'INR',
  env: 'development',
  hosts: {
    api: `${dev}/api/v1`,
    apiV3: `${dev}/api/v3`,
    registration: `${dev}/registration`,
    ccg: `${dev}/ccg`,
    bonus: `${dev}/bonus`,
    authService: `${dev}/auth`,
    mainApp: `${dev}/app`,
    captchaScript: `${dev}/captcha/api.js`,
    pixelScript: `${dev}/pixel/pixel.js`,
  },
  redirectHosts: ['127.0.0.1:4010'],
  features: { captcha: true, csrf: true, authKeeper: true, newApi: true, depositModal: true },
};

/** A decorative 16:9 hero image (as a campaign's params.heroImage would give), inline so stories need no files. */
export const heroImage = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 270"><defs><linearGradient id="a" x2="1" y2="1"><stop offset="0" stop-color="#2b1670"/><stop offset="1" stop-color="#d4235a"/></linearGradient><radialGradient id="c"><stop offset="0" stop-color="#fff3b0"/><stop offset=".6" stop-color="#ffc130"/><stop offset="1" stop-color="#c86a00"/></radialGradient></defs><rect width="480" height="270" fill="url(#a)"/><path d="M0 250C170 240 300 190 420 50V270H0z" fill="#fff" opacity=".12"/><path d="M0 250C170 240 300 190 420 50" fill="none" stroke="#fff" stroke-width="6" stroke-linecap="round"/><circle cx="380" cy="205" r="42" fill="url(#c)"/><circle cx="440" cy="150" r="26" fill="url(#c)"/><text x="26" y="70" font-family="sans-serif" font-weight="900" font-size="52" fill="#fff">x100.00</text></svg>',
)}`;
const asset = (path: string) => (path.startsWith('img/') ? heroImage : `${site.basePath}${path}`);

type Window = { starts: number; ends: number };
/** The PageData `promo build` would make for `campaign` at BUILT_AT. */
export function pageFor(
  campaign: CampaignData,
  opts: {
    status?: ScheduleStatus;
    window?: Window | null;
    infoLocale?: Locale;
    locale?: Locale;
    currency?: string;
  } = {},
): PageData {
  const url = `/${campaign.slug}/${opts.infoLocale && opts.infoLocale !== 'en' ? `${opts.infoLocale}/` : ''}`;
  return {
    campaign,
    variant: {
      url,
      slug: campaign.slug,
      infoLocale: opts.infoLocale ?? 'en',
      currency: opts.currency,
      ...(opts.infoLocale && opts.infoLocale !== 'en'
        ? { param: { kind: 'id' as const, value: opts.infoLocale } }
        : {}),
    },
    status: opts.status ?? (opts.window ? 'live' : 'always'),
    window: opts.window ?? null,
    site: { ...site, defaultLocale: opts.locale ?? 'en' },
    builtAt: BUILT_AT,
  };
}

/** Windows relative to BUILT_AT for each status. */
export const windows = {
  live: { starts: istDay(2026, 11, 15), ends: istDay(2026, 12, 16) - 1 },
  scheduled: { starts: istDay(2026, 12, 1), ends: istDay(2027, 1, 1) - 1 },
  ended: { starts: istDay(2026, 10, 1), ends: istDay(2026, 11, 1) - 1 },
  endsSoon: { starts: BUILT_AT - 6 * DAY, ends: BUILT_AT + 5 * 3_600_000 + 12 * 60_000 },
} satisfies Record<string, Window>;

// ---- Campaigns (content from the player-content spec, section 9) ----

export const cashRace: CampaignData = {
  slug: 'cash-race',
  template: 'tournament',
  pixel: 'sit-cas',
  cta: { kind: 'sign-up', variant: 'crash', name: 'cash-race', currency: 'INR', bonus: 'casino' },
  schedule: { starts: '2026-11-15', ends: '2026-12-15', timeZone: 'Asia/Kolkata' },
  tournament: {
    pool: { amount: 5_079_000, currency: 'INR' },
    winners: 100,
    minBet: { amount: 17, currency: 'INR' },
    prizes: [
      { from: 1, amount: 1_000_000 },
      { from: 2, amount: 600_000 },
      { from: 3, amount: 400_000 },
      { from: 4, to: 5, amount: 250_000 },
      { from: 6, to: 10, amount: 100_000 },
      { from: 11, to: 20, amount: 50_000 },
      { from: 21, to: 50, amount: 25_000 },
      { from: 51, to: 100, amount: 16_580 },
    ],
    points: [{ points: 100, per: { amount: 85, currency: 'INR' } }],
    wager: { multiplier: 1, hours: 72 },
    payoutHours: 72,
  },
  params: { game: 'Slots race' },
  text: {
    en: {
      title: 'Cash Race',
      subtitle:
        'Spin your favourite slots from 17 INR, earn points on every stake and race the top 100 to a 50,79,000 INR prize pool.',
      cta: 'Join the race',
      steps: [
        'Sign up or sign in. It takes less than a minute.',
        'Play any participating slot with real-money spins of 17 INR or more.',
        'Every 85 INR you stake earns 100 points. Be in the top 100 when the race ends on 15 December to win.',
      ],
      body: [
        'Points come from your stake, not your wins, so every spin counts whatever the result. The leaderboard updates as you play.',
      ],
      terms: [
        'Open to registered players aged 18 or over. Only real-money spins on participating slots count.',
        'The minimum qualifying bet is 17 INR per spin. Every 85 INR staked earns 100 leaderboard points.',
        'Prizes are credited within 72 hours after the race ends and must be wagered once (1x) within 72 hours.',
      ],
      info: {
        title: 'How the Cash Race works',
        body: [
          'Play any participating slot with real-money spins of 17 INR or more.',
          'Every 85 INR you stake earns 100 leaderboard points. Win or lose, every spin counts.',
          'When the race ends on 15 December, the top 100 players share the 50,79,000 INR prize pool.',
        ],
      },
    },
    hi: {
      title: 'कैश रेस: हर स्पिन पर पॉइंट कमाएँ, टॉप 100 में पहुँचें और 50,79,000 रुपये के प्राइज़ पूल में अपना हिस्सा जीतें',
      subtitle: 'अपने पसंदीदा स्लॉट 17 INR से खेलें। हर 85 INR के दांव पर 100 पॉइंट मिलते हैं, जीत हो या हार।',
      cta: 'रेस में शामिल हों',
      info: {
        title: 'कैश रेस कैसे काम करती है',
        body: [
          'भाग लेने वाले किसी भी स्लॉट में कम से कम 17 INR की असली पैसे वाली स्पिन लगाएँ।',
          'हर 85 INR के दांव पर आपको 100 लीडरबोर्ड पॉइंट मिलते हैं। जीत हो या हार, हर स्पिन गिनी जाती है।',
          '15 दिसंबर को रेस खत्म होने पर टॉप 100 खिलाड़ी 50,79,000 INR का प्राइज़ पूल आपस में बाँटते हैं।',
        ],
      },
    },
  },
};

/** Winter giveaway: tickets, two phases, a pool in two currencies, non-cash top prizes, no prize wager. */
export const winterGiveaway: CampaignData = {
  slug: 'winter-giveaway',
  template: 'tournament',
  cta: { kind: 'sign-up', variant: 'basic', currency: 'INR' },
  schedule: { starts: '2026-12-01', ends: '2026-12-31', timeZone: 'Asia/Kolkata' },
  tournament: {
    pool: { amount: 8_440_000, currency: 'INR' },
    altPools: [{ amount: 556_000, currency: 'BRL' }],
    winners: 250,
    minBet: { amount: 2110, currency: 'INR' },
    maxTicketsPerDay: 200,
    prizes: [
      { from: 1, amount: 1, prize: 'Royal Enfield Classic 350' },
      { from: 2, amount: 1, prize: 'iPhone 16 Pro' },
      { from: 3, amount: 1, prize: 'Samsung 55" QLED TV' },
      { from: 4, to: 50, amount: 50_000 },
      { from: 51, to: 250, amount: 10_000 },
    ],
    phases: [
      { starts: '2026-12-01', ends: '2026-12-14', pool: { amount: 4_220_000, currency: 'INR' } },
      { starts: '2026-12-15', ends: '2026-12-31', pool: { amount: 4_220_000, currency: 'INR' } },
    ],
    wager: { multiplier: 0, hours: 72 },
    payoutHours: 72,
  },
  params: { game: 'Winter giveaway', showPoints: false },
  text: {
    en: {
      title: 'Winter Giveaway',
      subtitle:
        'One ticket for every 2,110 INR bet. Two draws, 84,40,000 INR in prizes and cash you keep with no wagering.',
      cta: 'Get my tickets',
      terms: ['At most 200 tickets per player per day.', 'Cash prizes carry no wagering requirement.'],
      info: {
        body: ['Every qualifying bet of 2,110 INR earns one ticket, up to 200 a day.', 'Each phase has its own draw.'],
      },
    },
  },
};

export const casinoWelcome: CampaignData = {
  slug: 'welcome-bonuses',
  template: 'welcome-bonus',
  cta: { kind: 'sign-up', variant: 'basic', currency: 'INR', bonus: 'casino' },
  params: {
    kind: 'casino',
    percent: 100,
    maxBonus: [
      { amount: 20_000, currency: 'INR' },
      { amount: 40_000, currency: 'PKR' },
      { amount: 2_000, currency: 'BRL' },
    ],
  },
  text: {
    en: {
      title: 'Double your first deposit',
      subtitle:
        'New to WinPlay? Get a 100% casino bonus up to 20,000 INR and play slots, crash games and live casino with twice the balance.',
      cta: 'Claim 100% bonus',
      steps: [
        'Sign up in under a minute with your phone number or e-mail and pick the casino welcome bonus.',
        'Make your first deposit with UPI, PhonePe, a card or an e-wallet.',
        'We match it 100% at once, up to 20,000 INR. Wager the bonus within 72 hours to make it yours.',
      ],
      body: [
        'Deposit 5,000 INR and play with 10,000 INR. Your deposit stays in your real balance; the bonus goes to your bonus balance.',
      ],
      terms: [
        'The offer is for new players aged 18 or over and can be claimed once per player, on the first deposit.',
        'Bonus funds must be wagered within 72 hours of being credited.',
      ],
      info: {
        title: 'About the casino welcome bonus',
        body: [
          'New players get 100% of their first deposit as a casino bonus, up to 20,000 INR.',
          'Wager the bonus within 72 hours to move it to your real balance.',
        ],
      },
    },
    hi: {
      title: 'पहली डिपॉज़िट पर 100% कैसीनो वेलकम बोनस, 20,000 रुपये तक: स्लॉट, क्रैश गेम और लाइव कैसीनो दोगुने बैलेंस के साथ खेलें',
      subtitle: 'WinPlay पर नए हैं? साइन अप करें, पहली डिपॉज़िट करें और बोनस तुरंत पाएँ।',
      cta: 'बोनस पाएँ',
      steps: [
        'एक मिनट में फ़ोन नंबर या ई-मेल से साइन अप करें।',
        'UPI, PhonePe, कार्ड या ई-वॉलेट से पहली डिपॉज़िट करें।',
        'बोनस तुरंत मिलता है। इसे 72 घंटों के भीतर वेजर करें।',
      ],
    },
  },
};

/** The 700% welcome package (several currencies, a bigger cap). */
export const welcomePackage: CampaignData = {
  ...casinoWelcome,
  slug: 'welcome-package',
  params: {
    kind: 'package',
    percent: 700,
    maxBonus: [
      { amount: 90_000, currency: 'INR' },
      { amount: 600_000, currency: 'RWF' },
      { amount: 24_000, currency: 'PHP' },
    ],
  },
  text: {
    en: {
      title: 'Welcome package: 700% on your first deposits',
      subtitle: 'Sports, casino and crash games in one account.',
      cta: 'Claim welcome package',
    },
  },
};

/** Ladle's story area gets the page background and no padding, so a story looks like the built page. */
const LADLE_FRAME =
  ':root,[data-theme]{--ladle-bg-color-primary:#0b1020;--ladle-main-padding:0;--ladle-main-padding-mobile:0}';

/** base.css + a template's CSS, as `promo build` inlines them into <head>. */
export function Styles({ css = '' }: { css?: string }) {
  return <style>{baseCss + css + LADLE_FRAME}</style>;
}

/** A template rendered like runtime/pages/campaign/+Page.tsx does, inside the shared layout. */
export function TemplateStory({ template, page }: { template: TemplateModule; page: PageData }) {
  const text = resolveText(page.campaign, page.site.defaultLocale);
  const infoText = resolveText(page.campaign, page.variant.infoLocale);
  return (
    <>
      <Styles css={template.css} />
      <Layout site={page.site}>
        <template.Page page={page} params={page.campaign.params ?? {}} text={text} infoText={infoText} asset={asset} />
      </Layout>
    </>
  );
}

/** A single component on the page background, with the base styles. */
export function ComponentStory({ children, width = 640 }: { children: ReactNode; width?: number }) {
  return (
    <>
      <Styles />
      <div style={{ maxWidth: width, margin: '0 auto', padding: 16 }}>{children}</div>
    </>
  );
}
