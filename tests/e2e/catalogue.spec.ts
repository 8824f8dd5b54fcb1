/** Every route the spec names answers 200 from `promo serve` with its own page; unknown routes get the 404 page. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test, expect } from './fixtures.ts';

const lines = readFileSync(join(import.meta.dirname, '..', 'fixtures', 'spec-routes.txt'), 'utf8')
  .split('\n')
  .map((l) => l.trim())
  .filter((l) => l && !l.startsWith('#'));
const url = (route: string) => (route === '/' ? '/new-promo/' : `/new-promo/${route}/`);
/** The page's visible main content as text: two promotions never show exactly the same. */
const mainText = (html: string) =>
  (/<main[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1] ?? '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
const h1 = (html: string) =>
  /<h1[^>]*>([\s\S]*?)<\/h1>/
    .exec(html)?.[1]
    ?.replace(/<[^>]+>/g, '')
    .trim() ?? '';

test(`all ${lines.length} routes of the spec answer 200 with a page of their own`, async ({ request }) => {
  test.setTimeout(120_000);
  const failures: string[] = [];
  const contents = new Map<string, string[]>();
  for (const line of lines) {
    const [route, param] = line.split(' ') as [string, string | undefined];
    const urls = [url(route)];
    if (param === '{name}') urls.push(`${url(route)}some_blogger/`);
    if (param === '{id}') urls.push(`${url(route)}hi/`, `${url(route)}zz/`);
    if (param === '{currency}') urls.push(`${url(route)}inr/`);
    for (const u of urls) {
      const res = await request.get(u, { maxRedirects: 0 });
      const html = await res.text();
      if (res.status() !== 200) {
        failures.push(`${u} → ${res.status()}`);
        continue;
      }
      if (!h1(html)) failures.push(`${u} has no heading`);
      if (html.includes('404 Not Found')) failures.push(`${u} shows the 404 page`);
      // A page listed both plainly and with its optional segment counts once.
      const text = mainText(html);
      if (u === url(route) && !contents.get(text)?.includes(route))
        contents.set(text, [...(contents.get(text) ?? []), route]);
    }
  }
  expect(failures).toEqual([]);
  // "Its own content": no two routes show the same main content (currency variants differ in amounts).
  // Aliases declared in a campaign (route.aliases) are the same page on purpose.
  const ALIASES = new Set(['daily-tournament/inedx']);
  const shared = [...contents]
    .map(([t, routes]) => [t, routes.filter((r) => !ALIASES.has(r))] as const)
    .filter(([, routes]) => routes.length > 1)
    .map(([t, routes]) => `${routes.join(', ')}: ${t.slice(0, 60)}…`);
  expect(shared).toEqual([]);
});

test('unknown routes, including unknown nested ones, get the 404 page', async ({ request }) => {
  for (const u of ['/new-promo/no-such-promo/', '/new-promo/aviator/9/x/', '/new-promo/cash-race/hi/extra/']) {
    const res = await request.get(u);
    expect(res.status(), u).toBe(404);
    expect(await res.text()).toContain('404 Not Found');
  }
});
