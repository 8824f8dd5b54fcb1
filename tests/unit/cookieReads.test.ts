// Cookie reads share one read of document.cookie per running script (runtime/core/cookies.ts): each read is a
// synchronous call to the browser process, and the boot script asks for a dozen cookies in a row.
import { afterEach, beforeEach, expect, test } from 'vitest';
import { getCookie, removeCookie, setCookie } from '../../runtime/core/cookies.ts';

let jar: Map<string, string>;
let reads = 0;

beforeEach(() => {
  jar = new Map([
    ['a', '1'],
    ['b', '2'],
  ]);
  reads = 0;
  const doc = {
    get cookie() {
      reads++;
      return [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    },
    set cookie(line: string) {
      const [pair, ...attributes] = line.split(';');
      const [k, v] = pair!.split('=') as [string, string];
      const expires = attributes.find((a) => /^\s*expires=/i.test(a))?.split('=')[1];
      if (expires && Date.parse(expires) < Date.now()) jar.delete(k);
      else jar.set(k, v);
    },
  };
  Object.defineProperty(globalThis, 'document', { value: doc, configurable: true });
});
afterEach(() => {
  Reflect.deleteProperty(globalThis, 'document');
});

test('many reads in one script read document.cookie as one read does', async () => {
  getCookie('a');
  const once = reads;
  await Promise.resolve();
  reads = 0;
  expect([getCookie('a'), getCookie('b'), getCookie('c'), getCookie('a')]).toEqual(['1', '2', undefined, '1']);
  expect(reads).toBe(once);
  expect(once).toBeGreaterThan(0);
});

test("a write is seen by the next read; a cookie set elsewhere by the next script's", async () => {
  expect(getCookie('a')).toBe('1');
  setCookie('a', 'x', {}, { protocol: 'http:' });
  expect(getCookie('a')).toBe('x');
  removeCookie('b');
  expect(getCookie('b')).toBeUndefined();
  // Another tab, or a response, sets one: the running script keeps its read, the next one sees it.
  jar.set('c', '3');
  expect(getCookie('c')).toBeUndefined();
  await Promise.resolve();
  expect(getCookie('c')).toBe('3');
});
