/**
 * Every variant of every dialog in the Ladle build (its "empty" story: the dialog as it opens, the
 * first field focused), as a visitor meets it, in real Chromium:
 * - its submit button is on screen as the dialog opens at 1280×800 and at 360×740: inside the
 *   viewport, inside the dialog's scrolled area (not scrolled), and the element at its centre;
 * - every link, button, tab and checkbox in it does what it says with ONE real mouse click from the
 *   opened state, the press held 120 ms as a person holds it: a validation message that moved a
 *   control between press and release (the first field losing focus) would make the click miss.
 * The controls are read from the dialog's accessibility tree, so a new control fails here until it
 * is given an expected effect. Between clicks the dialog is closed (Escape) and opened again with the
 * story page's "Open the dialog again" button (ladle/dialogs/DialogStory.tsx), as a page's CTA does.
 * Used by tests/ladle-stories-reach-state.mjs with its browser and pages.
 */

const clockInstalled = new WeakSet();

/** The variants: story id, the submit button (checked on screen), and what its links lead to. */
export const VARIANTS = [
  ...['aviator', 'crash', 'custom', 'basic', 'wheels', 'fortune', 'live-casino'].map((v) => ({
    id: `dialogs--sign-up--${v}-empty`,
    submit: 'Sign up',
    kind: 'sign-up',
    v,
  })),
  ...['default', 'login', 'casino', 'fortune'].map((v) => ({
    id: `dialogs--sign-in--${v}-empty`,
    submit: 'Sign in',
    kind: 'sign-in',
    v,
  })),
  { id: 'dialogs--reset-password--empty', submit: 'Send recovery e-mail', kind: 'reset', v: 'reset' },
  { id: 'dialogs--thanks--default', kind: 'message', v: 'thanks' },
  { id: 'dialogs--mystery-done--default', kind: 'message', v: 'mystery' },
  { id: 'dialogs--secret-terms--default', kind: 'message', v: 'secret-terms' },
];
const SIZES = [
  { width: 1280, height: 800 },
  { width: 360, height: 740 },
];
/** How long a person's click holds the button down (ms). */
const PRESS = 120;
/** The fake runtime's hosts (ladle/fakeRuntime.tsx): never reached, each request is recorded. */
const FAKE_HOST = 'https://fake.ladle.invalid/';

const until = async (what, fn, ms = 5000) => {
  const end = Date.now() + ms;
  for (;;) {
    const v = await fn();
    if (v) return v;
    if (Date.now() > end) throw new Error(`not seen: ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
};

const dialogNamed = (page, name) => page.getByRole('dialog', { name, exact: true });
const invalid =
  (label) =>
  async ({ dialog }) => {
    await until(
      `"${label}" marked invalid`,
      async () => (await dialog.getByLabel(label, { exact: true }).getAttribute('aria-invalid')) === 'true',
    );
  };
const selected =
  (field) =>
  async ({ dialog, control }) => {
    await until('the tab selected', async () => (await control.getAttribute('aria-selected')) === 'true');
    if (field) await until(`"${field}" shown`, () => dialog.getByLabel(field, { exact: true }).isVisible());
  };
const closes = async ({ page }) => {
  await until('the dialog closed', async () => (await page.getByRole('dialog').count()) === 0);
};
const unticked = async ({ control }) => {
  await until('the box unticked', async () => !(await control.isChecked()));
};
const opens =
  (title) =>
  async ({ page }) => {
    await until(`the "${title}" dialog`, () => dialogNamed(page, title).isVisible());
  };
const showsPassword =
  (nth) =>
  async ({ dialog, control }) => {
    await until(
      'the password shown',
      async () =>
        (await control.getAttribute('aria-pressed')) === 'true' &&
        (await dialog.locator('input[autocomplete$="-password"]').nth(nth).getAttribute('type')) === 'text',
    );
  };
/** A link: its href is the expected one, and its click asks for it (in this tab or a new one). */
const follows =
  (expected) =>
  async ({ href, requests }) => {
    if (!expected.test(href)) throw new Error(`href ${href} does not match ${expected}`);
    await until(`a request to ${href}`, () => requests.includes(href));
  };

const EFFECTS = {
  'button "Close"': closes,
  'tab "By E-mail"': selected('E-mail'),
  'tab "By phone"': selected('Phone number'),
  'tab "1 click"': async (ctx) => {
    await selected('Your phone number (to restore access)')(ctx);
    if (await ctx.dialog.getByLabel('Password', { exact: true }).count())
      throw new Error('the 1-click tab still asks for a password');
  },
  'tab "Register"': async (ctx) => {
    await selected()(ctx);
    await until('Sign up shown', () => ctx.dialog.getByRole('button', { name: 'Sign up', exact: true }).isVisible());
  },
  'tab "Login"': async (ctx) => {
    await selected()(ctx);
    await until('Sign in shown', () => ctx.dialog.getByRole('button', { name: 'Sign in', exact: true }).isVisible());
  },
  'button "Show password"': showsPassword(0),
  'button "Show password" 2': showsPassword(1),
  'button "Apply"': async ({ dialog }) => {
    await until('"Enter promo code"', () => dialog.getByText('Enter promo code').isVisible());
  },
  'link "betting, payout and gambling rules"': follows(/\/app\/rules$/),
  'checkbox "I accept the betting, payout and gambling rules"': unticked,
  'checkbox "I confirm that I am 18 years old or older"': unticked,
  'checkbox "Send me news and offers"': unticked,
  // An empty form submitted: checked, the contact field marked, nothing sent.
  'button "Sign up"': invalid('E-mail'),
  'button "Send recovery e-mail"': invalid('E-mail'),
  // The sign-in form's submit; the registration's way to sign in (a sign-in dialog in these
  // stories; live casino: its Login tab).
  'button "Sign in"': async (ctx) => {
    if (ctx.variant.kind === 'sign-in') return invalid('Phone number')(ctx);
    if (ctx.variant.v === 'live-casino')
      return until(
        'the Login tab',
        async () => (await ctx.dialog.getByRole('tab', { name: 'Login' }).getAttribute('aria-selected')) === 'true',
      );
    return opens('Sign in')(ctx);
  },
  'button "Forgot your password?"': opens('Reset password'),
  'button "Back to sign in"': opens('Sign in'),
  'button "Create an account"': opens('Create your account'),
  'button "Got it"': closes,
  'link "Place a cricket bet"': follows(/\/app\/sports\/cricket$/),
  'link "LEARN MORE"': follows(/\/app\/bonuses\?.*id=642/),
};

/** The open dialog's controls a visitor can click, as `role "name"`, numbered where a name repeats. */
async function controlsOf(dialog) {
  const tree = await dialog.ariaSnapshot();
  const seen = new Map();
  return [...tree.matchAll(/- (button|link|tab|checkbox) "([^"]*)"/g)].map((m) => {
    const key = `${m[1]} "${m[2]}"`;
    const n = (seen.get(key) ?? 0) + 1;
    seen.set(key, n);
    return n > 1 ? `${key} ${n}` : key;
  });
}

/** Closes whatever dialog is open and opens the story's dialog again; waits until it can be used. */
async function reopen(page) {
  for (let i = 0; i < 3 && (await page.getByRole('dialog').count()); i++) await page.keyboard.press('Escape');
  await page.waitForFunction(() => !document.querySelector('[role=dialog]'), null, { timeout: 5000 });
  await page.getByRole('button', { name: 'Open the dialog again' }).click();
  // The registration dialogs hold their loader 800 ms after the bonus list arrives (spec 9): the
  // page's clock (installed by checkDialogClicks) jumps over that wait instead of sitting through it.
  const ready = () =>
    page.evaluate(
      () =>
        document.querySelectorAll('[role=dialog]').length === 1 &&
        !document.querySelector('.promo-spinner, .dlg-loading'),
    );
  for (const end = Date.now() + 5000; !(await ready()); ) {
    if (Date.now() > end) throw new Error('the dialog did not open ready to use within 5 s');
    await page.clock.fastForward(200);
  }
}

/**
 * One click as a person makes it: the control scrolled to the middle of its scrolling area (as one
 * scrolls to what one wants to press), the pointer moved to its centre, pressed, held, released.
 * Fails if something else is at that point (a checkbox's own label counts as the box).
 */
async function clickOnce(control) {
  const at = await control.evaluate((el) => {
    el.scrollIntoView({ block: 'center' });
    const r = el.getBoundingClientRect();
    const x = r.left + r.width / 2;
    const y = r.top + r.height / 2;
    const hit = document.elementFromPoint(x, y);
    const own = hit === el || el.contains(hit) || [...(el.labels ?? [])].some((l) => l.contains(hit));
    return { x, y, covered: own ? '' : (hit?.outerHTML ?? 'nothing').slice(0, 100) };
  });
  if (at.covered) throw new Error(`covered at its centre by ${at.covered}`);
  const mouse = control.page().mouse;
  await mouse.move(at.x, at.y);
  await mouse.down();
  await new Promise((r) => setTimeout(r, PRESS));
  await mouse.up();
}

/** The submit button is in the viewport, in the dialog's unscrolled body, and what a press at its centre hits. */
async function onScreen(page, variant) {
  const problems = [];
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await reopen(page);
    const action = page.getByRole('dialog').getByRole('button', { name: variant.submit, exact: true });
    const verdict = await action.evaluate((el, vp) => {
      const r = el.getBoundingClientRect();
      const body = el.closest('.dlg-body');
      const b = body.getBoundingClientRect();
      const inside = (o) =>
        r.left >= o.left - 0.5 && r.top >= o.top - 0.5 && r.right <= o.right + 0.5 && r.bottom <= o.bottom + 0.5;
      const at = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      const box = `${Math.round(r.left)},${Math.round(r.top)} ${Math.round(r.width)}×${Math.round(r.height)}`;
      if (!inside({ left: 0, top: 0, right: vp.width, bottom: vp.height })) return `at ${box}, outside the viewport`;
      if (!inside(b)) return `at ${box}, outside the dialog's visible area`;
      if (body.scrollTop !== 0) return `the dialog opened scrolled (${body.scrollTop} px)`;
      if (!(at === el || el.contains(at))) return `covered by ${at?.outerHTML.slice(0, 80)}`;
      return '';
    }, size);
    if (verdict) problems.push(`${variant.id} at ${size.width}×${size.height}: "${variant.submit}" ${verdict}`);
  }
  await page.setViewportSize(SIZES[0]);
  return problems;
}

/**
 * Runs both checks for one variant in `page`, which shows its story (ready). Returns what failed,
 * in words; `requests` lists the fake hosts' URLs requested from this page's context.
 */
export async function checkDialogClicks(page, variant, requests) {
  // Fake timers from here on in this page, ticking with real time (Playwright's clock): reopen() jumps them.
  if (!clockInstalled.has(page)) {
    clockInstalled.add(page);
    await page.clock.install();
  }
  const problems = variant.submit ? await onScreen(page, variant) : [];
  await reopen(page);
  const controls = await controlsOf(page.getByRole('dialog'));
  const unknown = controls.filter((c) => !EFFECTS[c]);
  if (unknown.length)
    return [
      ...problems,
      `${variant.id}: no expected effect for ${unknown.join(', ')} (add one in tests/ladleDialogClicks.mjs)`,
    ];
  for (const key of controls) {
    await reopen(page);
    requests.length = 0;
    const dialog = page.getByRole('dialog');
    const [, role, name, nth] = key.match(/^(\w+) "([^"]*)"(?: (\d+))?$/);
    const control = dialog.getByRole(role, { name, exact: true }).nth(nth ? Number(nth) - 1 : 0);
    try {
      // The opened state: a field of the form has focus (the message dialogs: their action).
      if (
        variant.kind !== 'message' &&
        !(await page.evaluate(() => document.activeElement?.matches('[role=dialog] :is(input, select)')))
      )
        throw new Error('no field has focus as the dialog opens');
      const href = role === 'link' ? await control.getAttribute('href') : null;
      await clickOnce(control);
      await EFFECTS[key]({ page, dialog, control, variant, requests, href });
    } catch (e) {
      problems.push(`${variant.id}: one click on ${key}: ${String(e.message ?? e).split('\n')[0]}`);
    }
    for (const p of page.context().pages()) if (p !== page) await p.close();
  }
  return problems;
}

/**
 * Records every request to the fake runtime's hosts from `context`. A page asked for (a link
 * followed) is answered 204 No Content, so the story page stays where it is (an aborted one would
 * show an error page in its place); anything else fails at once, as the unreachable host does.
 */
export async function recordFakeHostRequests(context) {
  const requests = [];
  await context.route(`${FAKE_HOST}**`, (route) => {
    requests.push(route.request().url());
    return route.request().isNavigationRequest() ? route.fulfill({ status: 204 }) : route.abort();
  });
  return requests;
}
