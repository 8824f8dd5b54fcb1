/**
 * The sandboxes' control token for one browser-test run: made once by Playwright's main process when
 * it loads playwright.config.ts and put in PROMO_SANDBOX_TOKEN, so the sandboxes its webServer commands
 * start (`tsx sandbox/main.ts` takes it from there) and the workers (which load this module again and
 * find it set) share it. sandbox.ts sends it as X-Sandbox-Token.
 */
import { randomBytes } from 'node:crypto';

if (!process.env.PROMO_SANDBOX_TOKEN) process.env.PROMO_SANDBOX_TOKEN = randomBytes(24).toString('base64url');

export const SANDBOX_TOKEN: string = process.env.PROMO_SANDBOX_TOKEN;
