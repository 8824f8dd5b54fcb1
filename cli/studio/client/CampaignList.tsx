/** Campaigns: every file in campaigns/ with its template, status now, dates, languages, experiment and problems. */
import { useEffect, useMemo, useState } from 'react';
import { api, type CampaignRow } from './api.ts';

const STATUSES = ['live', 'scheduled', 'ended', 'always', 'broken'];

export function CampaignList() {
  const [rows, setRows] = useState<CampaignRow[] | null>(null);
  const [error, setError] = useState('');
  const [query, setQuery] = useState('');
  const [status, setStatus] = useState('');
  const [template, setTemplate] = useState('');
  const [problemsOnly, setProblemsOnly] = useState(false);
  useEffect(() => {
    api.campaigns().then(
      (r) => setRows(r.rows),
      (e: Error) => setError(e.message),
    );
  }, []);
  const templates = useMemo(() => [...new Set((rows ?? []).map((r) => r.template).filter(Boolean))].sort(), [rows]);
  const shown = (rows ?? []).filter(
    (r) =>
      (!query ||
        `${r.slug} ${r.template} ${r.languages} ${r.experiment ?? ''}`.toLowerCase().includes(query.toLowerCase())) &&
      (!status || r.status === status) &&
      (!template || r.template === template) &&
      (!problemsOnly || r.errors + r.warnings > 0),
  );
  return (
    <section aria-labelledby="campaigns-title">
      <h1 id="campaigns-title">Campaigns</h1>
      <search className="filters">
        <label>
          Search
          <input
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder="slug, template, language…"
          />
        </label>
        <label>
          Status
          <select value={status} onChange={(e) => setStatus(e.target.value)}>
            <option value="">any</option>
            {STATUSES.map((s) => (
              <option key={s}>{s}</option>
            ))}
          </select>
        </label>
        <label>
          Template
          <select value={template} onChange={(e) => setTemplate(e.target.value)}>
            <option value="">any</option>
            {templates.map((t) => (
              <option key={t}>{t}</option>
            ))}
          </select>
        </label>
        <label className="check">
          <input type="checkbox" checked={problemsOnly} onChange={(e) => setProblemsOnly(e.target.checked)} />
          with problems only
        </label>
      </search>
      {error && <p role="alert">{error}</p>}
      <p aria-live="polite">{rows ? `${shown.length} of ${rows.length} campaigns` : 'Checking the campaigns…'}</p>
      {rows && (
        <table>
          <thead>
            <tr>
              <th scope="col">Campaign</th>
              <th scope="col">Template</th>
              <th scope="col">Status now</th>
              <th scope="col">Dates</th>
              <th scope="col">Languages</th>
              <th scope="col">Experiment</th>
              <th scope="col">Problems</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((r) => (
              <tr key={r.slug}>
                <th scope="row">
                  <a href={`#/edit/${r.slug}`}>{r.slug}</a>
                </th>
                <td>{r.template}</td>
                <td>
                  <span className={`status ${r.status}`}>{r.status}</span>
                </td>
                <td>{r.starts ? `${r.starts} – ${r.ends} (${r.timeZone})` : ''}</td>
                <td>{r.languages}</td>
                <td>{r.experiment ?? ''}</td>
                <td>
                  {r.errors + r.warnings === 0
                    ? 'none'
                    : `${r.errors} error${r.errors === 1 ? '' : 's'}, ${r.warnings} warning${r.warnings === 1 ? '' : 's'}: ${r.problem}`}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
