/** Ad-matched text: slots, the sanitiser (with the XSS corpus), the server marks, the boot replacement and the check rules. */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { adValueProblem, sanitizeAdValue } from '../../model/adText.ts';
import { fillSlots, marksToHtml, markSlots, slotsIn } from '../../model/adTextSlots.ts';
import { adTextFor } from '../../runtime/content/adTextFor.ts';
import { applyAdText } from '../../runtime/boot/adText.ts';
import { checkProject } from '../../cli/campaign/checkProject.ts';
import { nodeFs } from '../../cli/campaign/ProjectFs.ts';
import { REPO } from '../support/tempProject.ts';

const corpus = readFileSync(join(REPO, 'tests', 'fixtures', 'xss-corpus.txt'), 'utf8')
  .split('\n')
  .filter(Boolean)
  // The corpus file keeps escapes readable; the real characters are what an attacker sends.
  .map((l) => l.replace(/\\u([0-9A-F]{4})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))));

describe('sanitizeAdValue', () => {
  it.each([
    ['Cricket', 'Cricket'],
    ['  IPL   2026 ', 'IPL 2026'],
    ['la_liga', 'la liga'],
    ["Kings XI Punjab's", "Kings XI Punjab's"],
    ['क्रिकेट', 'क्रिकेट'],
    ['Futebol & Copa!', 'Futebol & Copa!'],
    ['Ｃｒｉｃｋｅｔ', 'Cricket'],
  ])('%j → %j', (raw, shown) => expect(sanitizeAdValue(raw, 24)).toBe(shown));

  it.each([[null], [undefined], [''], ['   '], ['x'.repeat(25)]])('refuses %j (the default stays)', (raw) =>
    expect(sanitizeAdValue(raw, 24)).toBeNull(),
  );

  it('refuses every value of the XSS corpus, or passes it with no markup character at all', () => {
    expect(corpus.length).toBeGreaterThan(25);
    for (const payload of corpus) {
      const out = sanitizeAdValue(payload, 40);
      if (out !== null) expect(out, payload).toMatch(/^[\p{L}\p{M}\p{N} .,'’&!?:()+-]+$/u);
      expect(out ?? '', payload).not.toMatch(/[<>"`=/\\{}$;%\u200B\u202E\t]/);
    }
  });

  it('whatever comes in, what comes out is null or policy text within the cap (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 60 }), fc.integer({ min: 1, max: 40 }), (raw, max) => {
        const out = sanitizeAdValue(raw, max);
        return out === null || (out.length <= max && adValueProblem(out, max) === null && !/[<>"`]/.test(out));
      }),
    );
  });
});

describe('what a headline must never carry (issue 20): phone numbers, domains, look-alike letters', () => {
  it.each([
    'WhatsApp +919876543210',
    'Call 98765 43210',
    'call 987-654-3210',
    '+91 (98765) 43210',
    'Visit evil.com now',
    'evil.com',
    'ｅｖｉｌ．ｃｏｍ',
    'go to bit.ly',
    'W\u0456nPlay',
    'Pay\u0420al',
    '\u0421ricket',
    'IPL \u0915\u094D\u0930\u093F\u0915\u0947\u091F',
    // Link-like spellings that DOMAIN alone let through: spaced, bracketed, leader or full-width dots, spelled out.
    'evil. com',
    'Visit evil .com now',
    'evil . com',
    'evil(.)com',
    'evil ( . ) com',
    'evil\uFF0Ecom',
    'evil\u2024com',
    'evil\uFE52com',
    'evil\u2026com',
    'evil...com',
    'EVIL. COM',
    'Evil . In',
    'evil dot com',
    'evil (dot) com',
    'evil(dot)xyz',
    'go to bit. ly',
  ])('refuses %j by default (the default stays), and a default like it is a check error', (raw) => {
    expect(sanitizeAdValue(raw, 40)).toBeNull();
    expect(adValueProblem(raw.normalize('NFKC'), 40)).not.toBeNull();
  });

  it.each([
    ['IPL 2026', 'IPL 2026'],
    ['Euro 2024', 'Euro 2024'],
    ['Mr. Smith', 'Mr. Smith'],
    ['क्रिकेट', 'क्रिकेट'],
    ['サッカー日本代表', 'サッカー日本代表'],
    ['축구 中', '축구 中'],
    ['Win big. Play now', 'Win big. Play now'],
    ['Go. Win', 'Go. Win'],
    ['St. Kilda', 'St. Kilda'],
    ['Polka dot dress', 'Polka dot dress'],
    ['Kings XI (Punjab)', 'Kings XI (Punjab)'],
  ])('still shows %j', (raw, shown) => {
    expect(sanitizeAdValue(raw, 40)).toBe(shown);
  });

  it('a campaign can narrow a slot to listed values (shown as listed) or a character class', () => {
    const listed = ['Cricket', 'Football', 'Kabaddi'];
    expect(sanitizeAdValue('cricket', 24, listed)).toBe('Cricket');
    expect(sanitizeAdValue(' FOOTBALL ', 24, listed)).toBe('Football');
    expect(sanitizeAdValue('Tennis', 24, listed)).toBeNull();
    expect(sanitizeAdValue('Kings XI', 24, 'latin')).toBe('Kings XI');
    for (const bad of ['Punjab 11', 'Win!', 'क्रिकेट', 'Ｗｉｎ２'])
      expect(sanitizeAdValue(bad, 24, 'latin'), bad).toBeNull();
    expect(sanitizeAdValue('क्रिकेट', 24, 'letters')).toBe('क्रिकेट');
    expect(sanitizeAdValue('W\u0456nPlay', 24, 'letters')).toBeNull();
    // The boot script and a page rendered again apply the same narrowing.
    const els = [{ dataset: { ad: 'utm_term' }, textContent: 'Cricket' }];
    applyAdText({ querySelectorAll: () => els } as unknown as Document, new URLSearchParams('utm_term=Tennis'), {
      params: ['utm_term'],
      maxLength: 24,
      only: { utm_term: listed },
    });
    expect(els[0]!.textContent).toBe('Cricket');
    applyAdText({ querySelectorAll: () => els } as unknown as Document, new URLSearchParams('utm_term=kabaddi'), {
      params: ['utm_term'],
      maxLength: 24,
      only: { utm_term: listed },
    });
    expect(els[0]!.textContent).toBe('Kabaddi');
    expect(
      adTextFor(
        { t: '{{utm_term|Cricket}}' },
        { adText: { params: ['utm_term'], only: { utm_term: 'latin' } } },
        '?utm_term=Punjab%2011',
      ),
    ).toEqual({ t: 'Cricket' });
  });

  it('whatever comes in, nothing with five digits in a row, a dot between letters or two scripts comes out (property)', () => {
    const piece = fc.oneof(
      fc.constantFrom(
        'Win',
        'Play',
        ' ',
        '.',
        '+',
        '-',
        '(',
        ')',
        'com',
        '\u0456',
        '\u0430',
        'α',
        'क',
        '9',
        '98765',
        '.in',
      ),
      fc.string({ unit: 'grapheme', maxLength: 4 }),
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 10 }), (parts) => {
        const out = sanitizeAdValue(parts.join(''), 40);
        return (
          out === null ||
          (!/\p{N}(?:[ .()+-]*\p{N}){4}/u.test(out) &&
            !/[\p{L}\p{N}]\.\p{L}/u.test(out) &&
            adValueProblem(out, 40) === null)
        );
      }),
    );
  });

  it('whatever dots, spaces and brackets stand between a name and a top-level domain, no link comes out (property)', () => {
    // Every spelling of a dot an attacker has: plain, full-width, small, leader, ellipsis, ideographic, bracketed, spelled out.
    const dot = fc.constantFrom(
      '.',
      '\uFF0E',
      '\uFE52',
      '\u2024',
      '\u2026',
      '\u3002',
      '(.)',
      '( . )',
      '(dot)',
      ' dot ',
    );
    const gap = fc.constantFrom('', ' ', '  ', '(', ')', ' ( ');
    const name = fc.constantFrom('evil', 'bit', 'Win', 'x1', 'WIN');
    const tld = fc.constantFrom(
      'com',
      'COM',
      'Com',
      'in',
      'IN',
      'io',
      'ly',
      'xyz',
      'net',
      'org',
      'co',
      'ru',
      'bet',
      'club',
      'Bet',
      'CLUB',
    );
    fc.assert(
      fc.property(name, gap, dot, gap, tld, fc.constantFrom('', ' now', '!'), (n, g1, d, g2, t, tail) => {
        // Left to show, by choice: a spelled-out " dot " before a word that is not a common top-level
        // domain ("Polka dot dress"), and a capital after a dot and a space ("Go. Bet now").
        fc.pre(!(d === ' dot ' && /^(bet|club)$/i.test(t)) && !(/^\p{Lu}/u.test(t) && /^(bet|club)$/i.test(t)));
        const out = sanitizeAdValue(`Visit ${n}${g1}${d}${g2}${t}${tail}`, 40);
        // What a reader would type into a browser: the text with its spaces and brackets gone.
        const typed = (out ?? '')
          .normalize('NFKC')
          .replace(/[\s()]+/g, '')
          .replace(/dot/gi, '.');
        return out === null || !new RegExp(`\\.+${t}`, 'i').test(typed);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('slots', () => {
  it('finds each slot with its param and default', () => {
    expect(slotsIn('Bet on {{utm_term|Cricket}} and {{ team }}')).toEqual([
      { param: 'utm_term', fallback: 'Cricket', raw: '{{utm_term|Cricket}}' },
      { param: 'team', fallback: undefined, raw: '{{ team }}' },
    ]);
  });

  it('fills slots with a value or the default', () => {
    expect(fillSlots('Bet on {{utm_term|Cricket}}!')).toBe('Bet on Cricket!');
    expect(fillSlots('Bet on {{utm_term|Cricket}}!', (p) => (p === 'utm_term' ? 'Kabaddi' : null))).toBe(
      'Bet on Kabaddi!',
    );
  });

  it('server marks become a marked span in text and the plain default inside a tag', () => {
    const marked = markSlots('{{utm_term|Cricket}} betting');
    const html = `<h1 title="${marked}">${marked}</h1>`;
    expect(marksToHtml(html)).toBe('<h1 title="Cricket betting"><span data-ad="utm_term">Cricket</span> betting</h1>');
  });

  it('in the browser (a page rendered again) slots take the allowed, sanitised query value, else the default', () => {
    const text = { title: '{{utm_term|Cricket}} odds', body: ['{{team|Mumbai}} wins'] };
    const c = { adText: { params: ['utm_term'] } };
    expect(adTextFor(text, c, '?utm_term=Kabaddi&team=Chennai')).toEqual({
      title: 'Kabaddi odds',
      body: ['Mumbai wins'],
    });
    expect(adTextFor(text, c, '?utm_term=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E')).toEqual({
      title: 'Cricket odds',
      body: ['Mumbai wins'],
    });
  });
});

describe('applyAdText (the boot script), on a minimal document', () => {
  const doc = (spans: { ad: string; text: string }[]) => {
    const els = spans.map((s) => ({ dataset: { ad: s.ad }, textContent: s.text }));
    return { els, doc: { querySelectorAll: () => els } as unknown as Document };
  };

  it('sets textContent of allowed slots from the query; hostile or unknown values leave the default', () => {
    const { els, doc: d } = doc([
      { ad: 'utm_term', text: 'Cricket' },
      { ad: 'team', text: 'Mumbai' },
    ]);
    const n = applyAdText(d, new URLSearchParams('utm_term=Tennis&team=Delhi'), {
      params: ['utm_term'],
      maxLength: 24,
    });
    expect([n, els.map((e) => e.textContent)]).toEqual([1, ['Tennis', 'Mumbai']]);
    for (const payload of corpus) {
      const { els: e2, doc: d2 } = doc([{ ad: 'utm_term', text: 'Cricket' }]);
      applyAdText(d2, new URLSearchParams({ utm_term: payload }), { params: ['utm_term'], maxLength: 40 });
      expect(e2[0]!.textContent, payload).not.toMatch(/[<>"]/);
    }
  });
});

describe('promo check: ad text', () => {
  it('rejects parameters not allow-listed, reserved ones, missing defaults and defaults that break the rules, at file:line:col', async () => {
    const { problems } = await checkProject({
      root: REPO,
      fs: nodeFs,
      alone: true,
      files: [join(REPO, 'tests/fixtures/experiments/bad-ad-text.yaml')],
    });
    expect(problems.map((p) => [p.code, p.line, p.col, p.path])).toEqual([
      ['rule/ad-param', 4, 22, '/adText/params/1'],
      ['rule/ad-param', 8, 12, '/text/en/title'],
      ['rule/ad-default', 9, 15, '/text/en/subtitle'],
      ['rule/ad-default', 9, 15, '/text/en/subtitle'],
      ['rule/ad-default', 11, 9, '/text/en/body/0'],
    ]);
    expect(problems[1]!.message).toContain('"sport", which is not an allowed query parameter');
    expect(problems[3]!.message).toContain('has no default');
  });

  it('adText.only: a parameter not in params and a listed value that breaks the rules are errors at their lines', async () => {
    const file = join(REPO, 'tests/fixtures/experiments/good-arms.yaml');
    const text = (await nodeFs.readFile(file)).replace(
      '  params: [utm_term]\n',
      '  params: [utm_term]\n  only:\n    utm_term: [Cricket, "WhatsApp +919876543210", evil.com]\n    team: latin\n',
    );
    const fs = {
      ...nodeFs,
      size: async (p: string) => (p === file ? text.length : nodeFs.size(p)),
      readFile: async (p: string) => (p === file ? text : nodeFs.readFile(p)),
    };
    const { problems } = await checkProject({ root: REPO, fs, files: [file] });
    expect(
      problems
        .filter((p) => p.severity === 'error')
        .map((p) => [p.code, p.line, p.path])
        .sort(),
    ).toEqual([
      ['rule/ad-default', 9, '/adText/only/utm_term/1'],
      ['rule/ad-default', 9, '/adText/only/utm_term/2'],
      ['rule/ad-param', 10, '/adText/only/team'],
    ]);
    expect(problems.map((p) => p.message).join('\n')).toMatch(/five or more digits[\s\S]*dot between letters/);
  });
});
