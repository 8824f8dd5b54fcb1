/** New: pick a template from the gallery, give a slug (checked as you type) and a title; `promo new` writes the file. */
import { useEffect, useState } from 'react';
import { api, type TemplateInfo } from './api.ts';

export function NewCampaign() {
  const [templates, setTemplates] = useState<TemplateInfo[] | null>(null);
  const [template, setTemplate] = useState('');
  const [slug, setSlug] = useState('');
  const [title, setTitle] = useState('');
  const [slugCheck, setSlugCheck] = useState<{ ok: boolean; message: string } | null>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    api.templates().then(setTemplates, (e: Error) => setError(e.message));
  }, []);
  useEffect(() => {
    if (!slug) return setSlugCheck(null);
    let live = true;
    const t = setTimeout(() => {
      api.slug(slug).then(
        (r) => live && setSlugCheck(r),
        (e: Error) => live && setSlugCheck({ ok: false, message: e.message }),
      );
    }, 120);
    return () => {
      live = false;
      clearTimeout(t);
    };
  }, [slug]);
  const create = async (e: React.FormEvent) => {
    e.preventDefault();
    setError('');
    if (!template) return setError('Pick a template first.');
    setBusy(true);
    try {
      await api.create(slug, template, title);
      location.hash = `#/edit/${slug}`;
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section aria-labelledby="new-title">
      <h1 id="new-title">New campaign</h1>
      <form onSubmit={create}>
        <fieldset className="gallery">
          <legend>Template</legend>
          {!templates && <p>Loading the templates…</p>}
          {templates?.map((t) => (
            <label key={t.name} className={`card${template === t.name ? ' chosen' : ''}`}>
              <input
                type="radio"
                name="template"
                value={t.name}
                checked={template === t.name}
                onChange={() => setTemplate(t.name)}
                aria-labelledby={`tpl-${t.name}`}
                aria-describedby={`tpl-${t.name}-about`}
              />
              {t.picture ? (
                <img src={`/studio/shot.png?slug=${t.picture}`} alt="" loading="lazy" />
              ) : (
                <span className="nopicture" aria-hidden="true">
                  no screenshot yet
                </span>
              )}
              <strong id={`tpl-${t.name}`}>{t.name}</strong>
              <span id={`tpl-${t.name}-about`}>{t.description}</span>
            </label>
          ))}
        </fieldset>
        <div className="field">
          <label htmlFor="new-slug">Slug (the page's address)</label>
          <input
            id="new-slug"
            value={slug}
            onChange={(e) => setSlug(e.target.value)}
            aria-describedby="new-slug-check"
            aria-invalid={slugCheck ? !slugCheck.ok : undefined}
            autoComplete="off"
            spellCheck={false}
            required
          />
          <p id="new-slug-check" className={slugCheck?.ok === false ? 'bad' : 'hint'} aria-live="polite">
            {slugCheck?.message ?? 'Lower-case letters, digits, - and _, e.g. diwali-race.'}
          </p>
        </div>
        <div className="field">
          <label htmlFor="new-title-text">English title</label>
          <input id="new-title-text" value={title} onChange={(e) => setTitle(e.target.value)} />
        </div>
        {error && (
          <p role="alert" className="bad">
            {error}
          </p>
        )}
        <button type="submit" disabled={busy || !slugCheck?.ok || !template}>
          Create campaign
        </button>
      </form>
    </section>
  );
}
