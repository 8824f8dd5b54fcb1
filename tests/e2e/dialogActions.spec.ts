/**
 * Every sign-up and sign-in variant, as a visitor meets it:
 * - its main action (Sign up / Sign in) is on screen as the dialog opens, at 1280×800 and at 360×740,
 *   without scrolling: inside the viewport, inside the dialog's visible area, and not covered;
 * - every link, button, tab and box in it does what it says with ONE real mouse click from the
 *   opened state (the e-mail field focused), the press held as long as a person holds it, so a
 *   validation message that moved a control between press and release would make the click miss.
 * The list of controls is read from the dialog's accessibility tree, so a new control fails the test
 * until it is given an expected effect here.
 */
import type { Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { SANDBOX, SANDBOX_APP } from './ports.ts';

const SIZES = [{ width: 1280, height: 800 }, { width: 360, height: 740 }] as const;
/** How long a person's click holds the button down (ms). */
const PRESS = 120;

type SignInLink = 'main-site' | 'dialog' | 'login-tab';
interface Variant {
  kind: 'sign-up' | 'sign-in';
  name: string;
  path: string;
  /** The page's call to action that opens it; else it is opened as a page script would (`promo.open`). */
  cta?: RegExp;
  open?: Record<string, string>;
  /** Where the registration's "Sign in" leads (the campaign's cta.signIn; the live-casino one has a Login tab). */
  signIn?: SignInLink;
}

const VARIANTS: Variant[] = [
  { kind: 'sign-up', name: 'aviator', path: '/new-promo/aviator/', cta: /^play aviator$/i, signIn: 'main-site' },
  { kind: 'sign-up', name: 'crash', path: '/new-promo/cash-race/', cta: /^join the race$/i, signIn: 'main-site' },
  { kind: 'sign-up', name: 'custom', path: '/new-promo/grand-tour/', cta: /^join the race$/i, signIn: 'main-site' },
  { kind: 'sign-up', name: 'basic', path: '/new-promo/welcome-bonuses/', cta: /^claim 100% bonus$/i, signIn: 'main-site' },
  { kind: 'sign-up', name: 'wheels', path: '/new-promo/landbangladeshwheel/', cta: /^spin now$/i, signIn: 'dialog' },
  { kind: 'sign-up', name: 'fortune', path: '/new-promo/fortune-fire/inr/', cta: /^light the fire$/i, signIn: 'main-site' },
  { kind: 'sign-up', name: 'live-casino', path: '/new-promo/baccarat/', cta: /^play live baccarat$/i, signIn: 'login-tab' },
  // No catalogue campaign opens the other sign-in variants yet: opened as a page script would.
  { kind: 'sign-in', name: 'default', path: '/new-promo/cash-race/', open: { variant: 'default' } },
  { kind: 'sign-in', name: 'login', path: '/new-promo/cash-race/', open: { variant: 'login' } },
  { kind: 'sign-in', name: 'casino', path: '/new-promo/cash-race/', open: { variant: 'casino' } },
  { kind: 'sign-in', name: 'fortune', path: '/new-promo/cash-race/', open: { variant: 'fortune' } },
];

const TITLE = { 'sign-up': /^(create your account|live casino)$/i, 'sign-in': /^sign in$/i };

/**
 * Opens the variant's dialog as a visitor does and waits until it can be used (the bonus loader
 * gone). On the variant's page already, the dialogs open are closed with Escape first (no click, no
 * reload: the dialog opens anew, its form fresh); elsewhere the page is loaded.
 */
async function openDialog(page: Page, v: Variant): Promise<Locator> {
  if (new URL(page.url(), 'http://x').pathname !== v.path) await page.goto(v.path);
  const open = page.getByRole('dialog');
  if (await open.count()) {
    await page.keyboard.press('Escape');
    await expect(open).toHaveCount(0);
  }
  if (v.cta) await page.getByRole('main').getByRole('link', { name: v.cta }).first().click();
  else {
    await page.waitForFunction(() => 'promo' in window);
    await page.evaluate((data) => (window as unknown as { promo: { open: (n: string, d: unknown) => void } }).promo.open('sign-in', data), v.open);
  }
  const dialog = page.getByRole('dialog', { name: TITLE[v.kind] });
  await expect(dialog).toBeVisible();
  await expect(page.locator('.promo-spinner')).toHaveCount(0);
  return dialog;
}

/** The dialog's controls a visitor can click, as `role "name"`, from its accessibility tree. */
async function controlsOf(dialog: Locator): Promise<string[]> {
  const tree = await dialog.ariaSnapshot();
  return [...tree.matchAll(/- (button|link|tab|checkbox) "([^"]*)"/g)].map((m) => `${m[1]} "${m[2]}"`);
}

/** The main action is on screen, in the dialog's visible area, and is what a press at its centre hits. */
async function expectOnScreen(page: Page, dialog: Locator, action: Locator) {
  const viewport = page.viewportSize()!;
  const box = (await action.boundingBox())!;
  const frame = (await dialog.boundingBox())!;
  const area = (await dialog.locator('.dlg-body').boundingBox())!;
  const within = (outer: { x: number; y: number; width: number; height: number }) =>
    box.x >= outer.x - 0.5 && box.y >= outer.y - 0.5 && box.x + box.width <= outer.x + outer.width + 0.5 && box.y + box.height <= outer.y + outer.height + 0.5;
  expect(within({ x: 0, y: 0, ...viewport }), `${JSON.stringify(box)} inside the ${viewport.width}×${viewport.height} viewport`).toBe(true);
  expect(within(frame), `${JSON.stringify(box)} inside the dialog ${JSON.stringify(frame)}`).toBe(true);
  expect(within(area), `${JSON.stringify(box)} inside the dialog's scrolled area ${JSON.stringify(area)}`).toBe(true);
  const hit = await action.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const at = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return at === el || el.contains(at);
  });
  expect(hit, 'nothing covers the main action').toBe(true);
  // Not scrolled there: the dialog shows its top as it opened.
  expect(await dialog.locator('.dlg-body').evaluate((el) => el.scrollTop)).toBe(0);
}

for (const v of VARIANTS) {
  test(`${v.kind} ${v.name}: the main action is on screen as the dialog opens at 1280×800 and 360×740`, async ({ page }) => {
    for (const size of SIZES) {
      await page.setViewportSize(size);
      await page.goto(v.path);
      const dialog = await openDialog(page, v);
      await expectOnScreen(page, dialog, dialog.getByRole('button', { name: v.kind === 'sign-up' ? 'Sign up' : 'Sign in', exact: true }));
      // Nothing in it is wider than the screen.
      expect(await dialog.evaluate((el) => el.scrollWidth <= el.clientWidth && el.getBoundingClientRect().right <= innerWidth)).toBe(true);
    }
  });
}

/** What one click on a control must do; `control` is that control, found by role and name. */
type Effect = (ctx: { page: Page; dialog: Locator; control: Locator; v: Variant }) => Promise<void>;

const selected: Effect = async ({ control }) => { await expect(control).toHaveAttribute('aria-selected', 'true'); };
const unticked: Effect = async ({ control }) => { await expect(control).not.toBeChecked(); };
const closes: Effect = async ({ dialog }) => { await expect(dialog).toHaveCount(0); };
const showsPassword = (nth: number): Effect => async ({ dialog, control }) => {
  await expect(control).toHaveAttribute('aria-pressed', 'true');
  await expect(dialog.locator('input[autocomplete$="-password"]').nth(nth)).toHaveAttribute('type', 'text');
};

const EFFECTS: Record<string, Effect> = {
  'button "Close"': closes,
  'tab "By E-mail"': async (ctx) => { await selected(ctx); await expect(ctx.dialog.getByLabel('E-mail', { exact: true })).toBeVisible(); },
  'tab "By phone"': async (ctx) => { await selected(ctx); await expect(ctx.dialog.getByLabel('Phone number', { exact: true })).toBeVisible(); },
  'tab "1 click"': async (ctx) => {
    await selected(ctx);
    await expect(ctx.dialog.getByLabel('Your phone number (to restore access)')).toBeVisible();
    await expect(ctx.dialog.getByLabel('Password', { exact: true })).toHaveCount(0);
  },
  'tab "Register"': async (ctx) => { await selected(ctx); await expect(ctx.dialog.getByRole('button', { name: 'Sign up', exact: true })).toBeVisible(); },
  'tab "Login"': async (ctx) => { await selected(ctx); await expect(ctx.dialog.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible(); },
  'button "Show password"': showsPassword(0),
  'button "Show password" 2': showsPassword(1),
  'button "Apply"': async ({ dialog }) => { await expect(dialog.getByText('Enter promo code')).toBeVisible(); },
  'link "betting, payout and gambling rules"': async () => { /* the popup is awaited around the click */ },
  'checkbox "I accept the betting, payout and gambling rules"': unticked,
  'checkbox "I confirm that I am 18 years old or older"': unticked,
  'checkbox "Send me news and offers"': unticked,
  // An empty form submitted: it is checked and says where (the contact field marked), nothing sent.
  'button "Sign up"': async ({ dialog }) => { await expect(dialog.getByLabel('E-mail', { exact: true })).toHaveAttribute('aria-invalid', 'true'); },
  // The sign-in form's submit, or the registration's way to sign in (the campaign's cta.signIn).
  'button "Sign in"': async ({ page, dialog, v }) => {
    if (v.kind === 'sign-in') {
      await expect(dialog.getByLabel('Phone number', { exact: true })).toHaveAttribute('aria-invalid', 'true');
      return;
    }
    if (v.signIn === 'main-site') {
      await page.waitForURL(SANDBOX_APP);
      expect(new URL(page.url()).searchParams.get('auth')).toBe('true');
    } else if (v.signIn === 'dialog') {
      await expect(page.getByRole('dialog', { name: 'Sign in' })).toBeVisible();
    } else {
      await expect(dialog.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true');
    }
  },
  'button "Forgot your password?"': async ({ page, dialog, v }) => {
    await expect(page.getByRole('dialog', { name: 'Reset password' })).toBeVisible();
    // The 518 login variant closes itself for the reset; the others stay beneath it.
    if (v.name === 'login') await expect(dialog).toHaveCount(0);
  },
  'button "Create an account"': async ({ page }) => { await expect(page.getByRole('dialog', { name: 'Create your account' })).toBeVisible(); },
};

/** `role "name"` entries numbered where a name repeats (the two "Show password" buttons). */
function numbered(controls: string[]): string[] {
  const seen = new Map<string, number>();
  return controls.map((c) => {
    const n = (seen.get(c) ?? 0) + 1;
    seen.set(c, n);
    return n > 1 ? `${c} ${n}` : c;
  });
}

for (const v of VARIANTS) {
  test(`${v.kind} ${v.name}: every link, button, tab and box does its job with one click from the opened state`, async ({ page, context }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    let dialog = await openDialog(page, v);
    const controls = numbered(await controlsOf(dialog));
    expect(controls.filter((c) => !EFFECTS[c]), 'every control has an expected effect in this test').toEqual([]);
    expect(controls).toContain(v.kind === 'sign-up' ? 'button "Sign in"' : 'button "Create an account"');
    for (const [i, key] of controls.entries()) {
      if (i > 0) dialog = await openDialog(page, v);
      await test.step(key, async () => {
        const [, role, name, nth] = key.match(/^(\w+) "([^"]*)"(?: (\d+))?$/)!;
        const control = dialog.getByRole(role as 'button', { name, exact: true }).nth(nth ? Number(nth) - 1 : 0);
        // The opened state: the first field has focus, as the visitor finds it.
        await expect(dialog.locator('input:focus, select:focus')).toHaveCount(1);
        if (role === 'link') {
          const popup = context.waitForEvent('page');
          await control.click({ delay: PRESS });
          const opened = await popup;
          await opened.waitForURL(`${SANDBOX}/app/rules`);
          await opened.close();
          return;
        }
        await control.click({ delay: PRESS });
        await EFFECTS[key]!({ page, dialog, control, v });
      });
    }
  });
}
