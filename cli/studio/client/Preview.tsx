/**
 * The preview: the page as `promo dev` renders it (the build's own pages and templates, served by the
 * studio from the same port). The frame is not reloaded per edit: the dev server tells the page when a
 * draft changed it, and the page renders its new data in place (runtime/boot/devPageUpdates.ts), or
 * reloads itself when more than its text changed (cli/site/pageChanges.ts). Language, moment,
 * A/B arm, width and an open sign-up dialog are the dev server's own `?lang=`, `?at=` and `?arm=`, the
 * frame's width, and a click on the page's call to action.
 */
import { useEffect, useRef, useState } from 'react';
import { setPreviewFrame } from './previewUpdates.ts';

/** `promo studio --at`: the studio's stopped clock, the moment "now" shows (else the page's own clock). */
const STUDIO_AT = document.getElementById('studio')?.dataset.at ?? '';

export function Preview({ slug, data }: { slug: string; data: Record<string, unknown> }) {
  const languages = Object.keys((data.text ?? {}) as object);
  const arms = ((data.experiment as { arms?: { id: string }[] } | undefined)?.arms ?? []).map((a) => a.id);
  const schedule = data.schedule as { starts?: string; ends?: string } | undefined;
  const [lang, setLang] = useState('en');
  const [moment, setMoment] = useState('');
  const [date, setDate] = useState('');
  const [arm, setArm] = useState('');
  const [phone, setPhone] = useState(false);
  const [dialog, setDialog] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    setPreviewFrame(frame.current);
    return () => setPreviewFrame(null);
  }, []);
  const route = ((data.route as { path?: string } | undefined)?.path ?? slug).replace(/^\/|\/$/g, '');
  const at =
    moment === 'before' && schedule?.starts
      ? dayBefore(schedule.starts)
      : moment === 'live' && schedule?.starts
        ? schedule.starts.length === 10
          ? `${schedule.starts}T12:00`
          : schedule.starts
        : moment === 'ended' && schedule?.ends
          ? dayAfter(schedule.ends)
          : moment === 'date'
            ? date
            : STUDIO_AT;
  const query = new URLSearchParams({
    // Always named: a page shown in another language before remembers it (a cookie) when no ?lang= says otherwise.
    lang,
    ...(at && { at }),
    ...(arm && { arm }),
  });
  const src = `/new-promo/${route ? `${route}/` : ''}?${query}`;
  useEffect(() => {
    const el = frame.current;
    if (!el || !dialog) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // Clicked once the page's boot script has wired its controls (it marks the page data-promo-booted): a click
    // before that is a plain link's, which took the frame to the main application's address (a blank frame).
    const open = (tries = 0) => {
      clearTimeout(timer);
      const doc = el.contentDocument;
      if (doc?.documentElement.dataset.promoBooted) doc.querySelector<HTMLElement>('main a[data-dialog]')?.click();
      else if (tries < 300) timer = setTimeout(() => open(tries + 1), 100);
    };
    const onLoad = () => open();
    el.addEventListener('load', onLoad);
    open();
    return () => {
      clearTimeout(timer);
      el.removeEventListener('load', onLoad);
    };
  }, [dialog]);
  return (
    <section className="preview-pane" aria-labelledby="preview-title">
      <h2 id="preview-title">Preview</h2>
      <div className="preview-controls">
        <label>
          Language
          <select value={lang} onChange={(e) => setLang(e.target.value)}>
            {languages.map((l) => (
              <option key={l}>{l}</option>
            ))}
          </select>
        </label>
        <label>
          Moment
          <select value={moment} onChange={(e) => setMoment(e.target.value)}>
            <option value="">now</option>
            <option value="before">before it starts</option>
            <option value="live">while it runs</option>
            <option value="ended">after it ends</option>
            <option value="date">a date…</option>
          </select>
        </label>
        {moment === 'date' && (
          <label>
            Date
            <input type="datetime-local" value={date} onChange={(e) => setDate(e.target.value)} />
          </label>
        )}
        {arms.length > 0 && (
          <label>
            Arm
            <select value={arm} onChange={(e) => setArm(e.target.value)}>
              <option value="">as drawn</option>
              {arms.map((a) => (
                <option key={a}>{a}</option>
              ))}
            </select>
          </label>
        )}
        <label className="check">
          <input type="checkbox" checked={phone} onChange={(e) => setPhone(e.target.checked)} /> phone width
        </label>
        <label className="check">
          <input type="checkbox" checked={dialog} onChange={(e) => setDialog(e.target.checked)} /> dialog open
        </label>
        <a href={src} target="_blank" rel="noopener">
          open in a tab
        </a>
      </div>
      <div className={`frame ${phone ? 'phone' : 'desktop'}`}>
        <iframe ref={frame} title={`Preview of ${slug}`} src={src} />
      </div>
    </section>
  );
}

const shift = (day: string, by: number) =>
  new Date(Date.parse(day.slice(0, 10)) + by * 86400_000).toISOString().slice(0, 10);
const dayBefore = (starts: string) => `${shift(starts, -1)}T12:00`;
const dayAfter = (ends: string) => `${shift(ends, 1)}T12:00`;
