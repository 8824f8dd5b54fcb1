/** `promo dev`'s ?at= and ?lang=: the page as at a moment (in the campaign's time zone) and in a language. */
import { describe, expect, it } from 'vitest';
import { parseMoment, previewPage, readPreview } from '../../model/previewPage.ts';
import { statusAt } from '../../model/scheduleStates.ts';
import { loadSite } from '../../cli/site/loadSite.ts';
import { languageOfPage, type PageData } from '../../model/Site.ts';
import { textLanguage } from '../../runtime/content/textLanguage.ts';
import { REPO } from '../support/tempProject.ts';

describe('parseMoment', () => {
  it('reads a wall-clock moment in the given time zone', () => {
    expect(parseMoment('2026-12-01T10:00', 'Asia/Kolkata')).toBe(Date.parse('2026-12-01T04:30:00Z'));
    expect(parseMoment('2026-12-01 10:00', 'UTC')).toBe(Date.parse('2026-12-01T10:00:00Z'));
    expect(parseMoment('2026-12-01', 'America/Sao_Paulo')).toBe(Date.parse('2026-12-01T03:00:00Z'));
  });
  it('follows daylight saving time', () => {
    expect(parseMoment('2026-07-01T12:00', 'Europe/London')).toBe(Date.parse('2026-07-01T11:00:00Z'));
    expect(parseMoment('2026-01-01T12:00', 'Europe/London')).toBe(Date.parse('2026-01-01T12:00:00Z'));
  });
  it('takes a moment with its own offset as given, and refuses what is not a date', () => {
    expect(parseMoment('2026-12-01T10:00Z', 'Asia/Kolkata')).toBe(Date.parse('2026-12-01T10:00:00Z'));
    expect(parseMoment('2026-12-01T10:00+05:30')).toBe(Date.parse('2026-12-01T04:30:00Z'));
    for (const bad of ['tomorrow', '2026-02-30', '2026-12-01T25:00', '1733040000000', ''])
      expect(parseMoment(bad), bad).toBeNull();
  });
});

describe('statusAt', () => {
  const w = { starts: 1000, ends: 2000 };
  it('is scheduled before, live within (ends inclusive), ended after; always without a window', () => {
    expect([statusAt(w, 999), statusAt(w, 1000), statusAt(w, 2000), statusAt(w, 2001), statusAt(null, 5)]).toEqual([
      'scheduled',
      'live',
      'live',
      'ended',
      'always',
    ]);
  });
});

describe('a real page previewed', async () => {
  const { manifest } = await loadSite(REPO, { env: 'development', at: Date.parse('2020-01-01T00:00:00Z') });
  const page: PageData = Object.values(manifest!.pages).find(
    (p) => p.window && p.campaign.schedule?.timeZone && !p.variant.param,
  )!;
  const tz = page.campaign.schedule!.timeZone!;
  const local = (epoch: number) =>
    new Intl.DateTimeFormat('sv-SE', { timeZone: tz, dateStyle: 'short', timeStyle: 'short' })
      .format(epoch)
      .replace(' ', 'T');

  it('is built as before its schedule, and ?at= moves it into and past it', () => {
    expect(page.status).toBe('scheduled');
    const during = readPreview({ at: local(page.window!.starts + 3_600_000) }, page);
    expect(during.problems).toEqual([]);
    const live = previewPage(page, during.preview);
    expect(live.status).toBe('live');
    expect(live.builtAt).toBe(page.window!.starts + 3_600_000);
    expect(previewPage(page, readPreview({ at: local(page.window!.ends + 86_400_000) }, page).preview).status).toBe(
      'ended',
    );
  });

  it('?lang= renders it in a site language, and explains a wrong one instead of failing', () => {
    const hi = previewPage(page, readPreview({ lang: 'hi' }, page).preview);
    expect([hi.language, languageOfPage(hi), hi.campaign]).toEqual(['hi', 'hi', page.campaign]);
    const bad = readPreview({ lang: 'xx', at: 'soon' }, page);
    expect(bad.preview).toEqual({});
    expect(bad.problems[0]).toContain('?at=soon is not a moment like 2026-12-01T10:00');
    expect(bad.problems[1]).toContain("?lang=xx is not one of the site's languages (en, hi,");
    expect(previewPage(page, bad.preview)).toBe(page);
  });

  it('?lang= previews a page as the build renders its other languages: the same data, another page language', () => {
    // A Portuguese campaign whose English text copies the Portuguese: previewed in Hindi (no Hindi text),
    // its text stays Portuguese and so does its money; previewed in English, it is its built __lang/en/ page.
    const [url, portu] = Object.entries(manifest!.pages).find(([, p]) => p.campaign.slug === 'tvbettournament_portu')!;
    const hi = previewPage(portu, readPreview({ lang: 'hi' }, portu).preview);
    expect(textLanguage(hi.campaign, languageOfPage(hi))).toBe('pt');
    const en = previewPage(portu, readPreview({ lang: 'en' }, portu).preview);
    expect(en).toEqual(manifest!.pages[`${url}__lang/en/`]);
  });
});
