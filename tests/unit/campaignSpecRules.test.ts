/**
 * The catalogue's per-route data follows the landing-site spec, section 4: the pixel category and
 * the redirect after registration and after login. The spec's lists are written out here once;
 * every campaign file is read and compared, so a campaign that drifts fails by name.
 */
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { REPO } from '../support/tempProject.ts';

interface Campaign {
  slug: string;
  cta?: { kind: string; name?: string; signIn?: string };
  route?: { path?: string; param?: { kind: string } };
  features?: Record<string, unknown>;
  pixel?: string;
  redirect?: { afterRegister?: Rule; afterLogin?: Rule };
}
interface Rule {
  to: string;
  slot?: string;
  deepLink?: string;
  query?: Record<string, unknown>;
  keepAction?: boolean;
}

const dir = join(REPO, 'campaigns');
const campaigns: Campaign[] = readdirSync(dir)
  .filter((f) => f.endsWith('.yaml'))
  .map((f) => parse(readFileSync(join(dir, f), 'utf8')) as Campaign);
const pathOf = (c: Campaign) => c.route?.path ?? c.slug;

/** Aviator pages: the aviator routes (not a blogger whose handle says aviator) and the Aviator offer land-flyhigh. */
const isAviatorPage = (path: string) =>
  (path.includes('aviator') && !path.startsWith('blogger/')) || path === 'land-flyhigh';

/** Spec 4, "Visitor state on arrival": the listed routes, then the families (aviator, dice, live-casino, wheel). */
function specPixel(path: string): string {
  const listed: Record<string, string> = {
    bet365: 'sit',
    'mega-contest': 'sit',
    'reg-wheel-of-fortune': 'sit',
    'rich-rocket/uz': 'sit',
    blackjack: 'sit-liv',
    'roulette-3/hi': 'sit-liv',
    'war-of-bets-2': 'sit-liv',
    'war-of-bets-2/hi': 'sit-liv',
    '4ra-new-land': 'sit-bet',
    '8-brazil': 'sit-bet',
    '8-brazil-new': 'sit-bet',
    'adult-land': 'sit-bet',
    'gacha-bonus': 'sit-bet',
    'gacha-bonus-2': 'sit-bet',
    'gacha-bonus-ru': 'sit-bet',
    landfootball: 'sit-bet',
    'reg-en': 'sit-bet',
    xushkelibsuzbonusi: 'sit-cas',
  };
  if (listed[path]) return listed[path];
  if (isAviatorPage(path)) return 'sit-cra';
  if (/dice|live-casino|wheel/.test(path)) return 'sit-cas';
  return 'none';
}

/** "live (with a deep link to join the IPL action)": the campaign's deep link to the IPL section. */
const LIVE_DEEP_LINK = 'cricket-ipl';

/** Spec 4, "Redirect after registration or login". */
function specAfterRegister(path: string): Rule {
  if (path === 'aviator/casino') return { to: 'none' };
  if (isAviatorPage(path)) return { to: 'casino-slot', slot: 'aviator', keepAction: true };
  if (path === 'wheel-bangladesh-reg' || path === 'wheel-of-fortune-new') return { to: 'casino' };
  if (path === '2024-ipl-event') return { to: 'bonuses', query: { id: 642 } };
  if (path === 'warm-up-royal-challenge') return { to: 'live', deepLink: LIVE_DEEP_LINK };
  if (path === 'landfootball') return { to: 'none', keepAction: true };
  return { to: 'app-root' };
}
function specAfterLogin(path: string): Rule {
  if (path === 'grand-ipl-tournament' || path === 'land-flyhigh') return { to: 'app-root' };
  if (path === '2024-ipl-event') return { to: 'bonuses', query: { id: 642 } };
  if (path === 'warm-up-royal-challenge') return { to: 'live', deepLink: LIVE_DEEP_LINK };
  return { to: 'none' };
}

describe('campaign data follows the spec per route', () => {
  it('the pixel category is the one the spec gives the route; routes it does not list fire none', () => {
    const wrong = campaigns
      .filter((c) => (c.pixel ?? 'none') !== specPixel(pathOf(c)))
      .map((c) => `${pathOf(c)}: ${c.pixel} ≠ ${specPixel(pathOf(c))}`);
    expect(wrong).toEqual([]);
  });
  it('after registration every route the spec does not list goes to the app root', () => {
    const wrong = campaigns
      .filter(
        (c) =>
          JSON.stringify(c.redirect?.afterRegister ?? { to: 'app-root' }) !==
          JSON.stringify(specAfterRegister(pathOf(c))),
      )
      .map((c) => `${pathOf(c)}: ${JSON.stringify(c.redirect?.afterRegister)}`);
    expect(wrong).toEqual([]);
  });
  it('after login only the routes the spec lists redirect', () => {
    const wrong = campaigns
      .filter(
        (c) => JSON.stringify(c.redirect?.afterLogin ?? { to: 'none' }) !== JSON.stringify(specAfterLogin(pathOf(c))),
      )
      .map((c) => `${pathOf(c)}: ${JSON.stringify(c.redirect?.afterLogin)}`);
    expect(wrong).toEqual([]);
  });
});

/** Spec 2, "What each dialog lets a user do": the dialog names whose registration signs in inside a dialog. */
const SIGN_IN_IN_DIALOG = [
  'india',
  'boas-vidas',
  'welcome',
  'aviator-inr',
  'aviator-brl',
  'aviator-blogger-inr',
  'aviator-blogger-brl',
  'land-aviator',
  'bangladeshCasino',
  'bangladeshWheel',
  'teen',
  'rolley',
];

describe("the registration's sign-in link", () => {
  it('is a dialog for the names the spec lists, and the main site (auth=true) for every other', () => {
    const wrong = campaigns
      .filter((c) => c.cta?.kind === 'sign-up')
      .filter(
        (c) => (c.cta!.signIn ?? 'dialog') !== (SIGN_IN_IN_DIALOG.includes(c.cta!.name ?? '') ? 'dialog' : 'main-site'),
      )
      .map((c) => `${pathOf(c)}: name ${c.cta!.name} → ${c.cta!.signIn ?? 'dialog'}`);
    expect(wrong).toEqual([]);
  });
});

/** Spec 2, "Other route behaviour" and the route lists. */
const SPEC_ROUTES = {
  supportChat: [
    'ui',
    'land-500game',
    'land-layer-for-freebets',
    'land-activate-freespins',
    'win-with-us',
    'safe-bet',
    'land-loyalty',
    'land-loyalty-vip',
    'joining-the-vip-club',
    'joining-the-vip-club-2',
  ],
  languageFromBrowser: ['win-with-us', 'land-loyalty-vip'],
  skipSettings: ['warm-up-royal-challenge-new'],
  currencyParam: [
    'daily-tournament',
    'holiday-races',
    'money-heist',
    'october-cash-days',
    'smartsoft-series',
    'wazdan-cash-drop',
    'winter-giveaway',
  ],
  idParam: [
    '4ra-calendar',
    '4ra-repay-cwc',
    'big-money-bang',
    'big-money-bang-2',
    'buckets-of-gold-nuggets',
    'cash-back',
    'cash-race',
    'crash-welcome',
    'daily-free-money-cwc',
    'easter-drop',
    'february-cashdays',
    'free-spinomania',
    'grand-ipl-tournament-lottery',
    'grand-tour',
    'grand-world-cup-tournament',
    'hold-the-spin',
    'holi-day',
    'how-to-use-bonuses',
    'june-cash-days',
    'land-cupcashback',
    'land-iplwinner',
    'march-cashdays-2',
    'mystery-drop-breaks',
    'non-stop-drops',
    'playson-non-stop-drops',
    'princess-gift-rush',
    'reel-bloom',
    'safe-bet',
    'spinomenal-grand-holiday',
    'spinomenal-into-the-universe',
    'spring-lucky-drops',
    'the-golden-era',
    'turbo-race',
    'vip-program',
    'weekly-races',
    'weekly-races-new',
    'welcome-bonuses',
    'win-with-us',
    'yeet-sweet',
  ],
};
const sorted = (xs: string[]) => [...xs].sort();

describe('route lists of the spec are the campaigns that carry the flag', () => {
  it.each(['supportChat', 'languageFromBrowser', 'skipSettings'] as const)(
    'features.%s is set on exactly the routes the spec lists',
    (flag) => {
      expect(sorted(campaigns.filter((c) => c.features?.[flag] === true).map(pathOf))).toEqual(
        sorted(SPEC_ROUTES[flag]),
      );
    },
  );
  it('the {id} and {currency} parameters are on exactly the pages the spec lists', () => {
    expect(sorted(campaigns.filter((c) => c.route?.param?.kind === 'id').map(pathOf))).toEqual(
      sorted(SPEC_ROUTES.idParam),
    );
    expect(sorted(campaigns.filter((c) => c.route?.param?.kind === 'currency').map(pathOf))).toEqual(
      sorted(SPEC_ROUTES.currencyParam),
    );
  });
});
