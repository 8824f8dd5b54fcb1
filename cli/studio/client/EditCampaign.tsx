/**
 * Edit: the form (SchemaForm.tsx) and the YAML view side by side on one text, the checker's problems
 * at their field and their line, the preview (Preview.tsx), and Save / Publish.
 */
import { memo, useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { editor, openCampaign, save, setField, setText } from './editorStore.ts';
import { Field, Folded, type FormContext } from './SchemaForm.tsx';
import { YamlView } from './YamlView.tsx';
import { Preview } from './Preview.tsx';
import { api, type JsonSchema, type Problem } from './api.ts';

/** What a manager changes most comes first (and open): the dates, the text, the prizes, the template's own. */
const FIRST = ['schedule', 'text', 'tournament', 'params', 'cta', 'experiment', 'redirect'];
const OPEN = ['schedule', 'text', 'tournament', 'params'];
const rank = (k: string) => (FIRST.includes(k) ? FIRST.indexOf(k) : FIRST.length);
const sections = (schema: JsonSchema) => Object.entries(schema.properties ?? {}).sort(([a], [b]) => rank(a) - rank(b));

/**
 * One top-level section of the form. It reads only its own part of the campaign (a field's English
 * fallback and a date's time zone are in the same section) and the problems under it, so an answer that
 * changed another section does not render it again (one keystroke in the title rendered the whole form:
 * 100-290 ms of the studio page's main thread at load 8-13, which the preview frame shares).
 */
const Section = memo(
  function Section(props: { name: string; schema: JsonSchema; value: unknown; problems: Problem[]; open: boolean }) {
    const ctx: FormContext = { problems: props.problems, root: { [props.name]: props.value }, onChange: setField };
    return (
      <Folded summary={props.name} open={props.open}>
        {() => <Field name={props.name} schema={props.schema} path={[props.name]} ctx={ctx} />}
      </Folded>
    );
  },
  (a, b) =>
    a.name === b.name &&
    a.schema === b.schema &&
    a.open === b.open &&
    JSON.stringify(a.value) === JSON.stringify(b.value) &&
    JSON.stringify(a.problems) === JSON.stringify(b.problems),
);

const under = (problems: readonly Problem[], key: string) =>
  problems.filter((p) => p.path === `/${key}` || p.path.startsWith(`/${key}/`));

export function EditCampaign({ slug }: { slug: string }) {
  const snap = useSnapshot(editor);
  useEffect(() => {
    void openCampaign(slug);
    // Leaving it (another screen, or the tab closed) unsaved: the preview shows the saved file again.
    const close = () => void api.close(slug).catch(() => undefined);
    addEventListener('pagehide', close);
    return () => {
      removeEventListener('pagehide', close);
      close();
    };
  }, [slug]);
  const state = snap.state;
  const schema = snap.schema as JsonSchema | null;
  const errors = state?.problems.filter((p) => p.severity === 'error').length ?? 0;
  const warnings = (state?.problems.length ?? 0) - errors;
  const dirty = !!state && state.text !== snap.saved;
  const root = (state?.value && typeof state.value === 'object' ? state.value : {}) as Record<string, unknown>;
  const ctx: FormContext = { problems: (state?.problems ?? []) as FormContext['problems'], root, onChange: setField };
  return (
    <section aria-labelledby="edit-title" className="edit">
      <div className="edit-head">
        <h1 id="edit-title">
          {slug} <span className="sub">{typeof root.template === 'string' ? root.template : ''}</span>
        </h1>
        <p aria-live="polite" className={errors ? 'bad' : 'hint'} data-checking={snap.checking || undefined}>
          {!state
            ? 'Loading…'
            : `${errors} error${errors === 1 ? '' : 's'}, ${warnings} warning${warnings === 1 ? '' : 's'}${dirty ? ' · not saved' : ' · saved'}`}
        </p>
        <div className="actions">
          <button type="button" disabled={!state || snap.busy || errors > 0 || !dirty} onClick={() => void save(false)}>
            Save
          </button>
          <button type="button" disabled={!state || snap.busy || errors > 0} onClick={() => void save(true)}>
            Publish
          </button>
        </div>
        <p role="status" className="message">
          {snap.message}
        </p>
        {snap.error && (
          <p role="alert" className="bad">
            {snap.error}
          </p>
        )}
      </div>
      {state && schema && (
        <div className="panes">
          <form className="form-pane" aria-label="Campaign fields" onSubmit={(e) => e.preventDefault()}>
            {sections(schema).map(([k, s]) => (
              <Section
                key={k}
                name={k}
                schema={s}
                value={root[k]}
                problems={under(ctx.problems, k)}
                open={k in root && OPEN.includes(k)}
              />
            ))}
          </form>
          <YamlView
            text={state.text}
            problems={state.problems as FormContext['problems']}
            schema={schema}
            onText={setText}
          />
          <Preview slug={slug} data={root} />
        </div>
      )}
    </section>
  );
}
