/**
 * The one moment the browser suite lives at: the site is built as at BUILT_AT (playwright.config.ts,
 * `promo build --at`), and every page's clock starts there (fixtures.ts, Playwright's page.clock), so
 * what a test sees — live, scheduled or ended, countdowns, A/B experiments — is the same on any day
 * the suite runs. It is the unit tests' SHOT_AT (cli/shot/shotAt.ts): one moment for the whole suite.
 */
import { SHOT_AT } from '../../cli/shot/shotAt.ts';

export const BUILT_AT = SHOT_AT;
export const BUILT_AT_ISO = new Date(BUILT_AT).toISOString();
export const DAY = 86_400_000;
