/**
 * The campaign form, generated from the campaign JSON schema (with the template's params schema as
 * `params`): a select for each choice, a number box, a checkbox, a text box, a list with add and remove,
 * a group per object. Text in another language shows the English it falls back to. Each problem of the
 * checker is shown at its field. A field the form cannot show (a pattern-keyed map, a mixed choice)
 * says to use the YAML view.
 */
import { useEffect, useRef, useState } from 'react';
import { api, type JsonSchema, type Problem } from './api.ts';

type Path = (string | number)[];
export interface FormContext {
  problems: Problem[];
  root: Record<string, unknown>;
  /** `typed`: a keystroke in a text or number box (its answer is shown after the preview's update: editorStore.ts). */
  onChange: (path: Path, value: unknown, typed?: boolean) => void;
}

const idOf = (path: Path) => `f-${path.join('-')}`;
const pointer = (path: Path) => `/${path.join('/')}`;
const getIn = (v: unknown, path: Path): unknown =>
  path.reduce<unknown>((o, k) => (o && typeof o === 'object' ? (o as Record<string, unknown>)[k] : undefined), v);
const kindOf = (s: JsonSchema) => (Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type);

function choices(s: JsonSchema): unknown[] | null {
  if (s.enum) return s.enum;
  if (s.anyOf?.every((b) => b.enum || 'const' in b))
    return s.anyOf.flatMap((b) => b.enum ?? [(b as { const: unknown }).const]);
  return null;
}

function FieldProblems({ path, ctx }: { path: Path; ctx: FormContext }) {
  const mine = ctx.problems.filter((p) => p.path === pointer(path));
  if (!mine.length) return null;
  return (
    <ul className="field-problems" id={`${idOf(path)}-problems`}>
      {mine.map((p, i) => (
        // By place: two problems can share code, line and column (a repeated key left a stale item shown).
        <li key={i} className={p.severity}>
          {p.severity}: {p.message} <span className="where">(line {p.line})</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * A text or number box that sends its value at each keystroke (editorStore.ts sends one change at a
 * time and skips those overtaken meanwhile), and on leaving it.
 */
function Box(props: {
  path: Path;
  value: unknown;
  number?: boolean;
  placeholder?: string;
  describedBy: string;
  invalid: boolean;
  ctx: FormContext;
  long?: boolean;
}) {
  const shown = props.value === undefined || props.value === null ? '' : String(props.value);
  const [text, setText] = useState(shown);
  const focused = useRef(false);
  useEffect(() => {
    if (!focused.current) setText(shown);
  }, [shown]);
  const commit = (v: string) => {
    if (v === shown) return;
    const value = v === '' ? undefined : props.number ? Number(v) : v;
    if (props.number && v !== '' && Number.isNaN(value)) return;
    props.ctx.onChange(props.path, value, true);
  };
  const common = {
    id: idOf(props.path),
    value: text,
    placeholder: props.placeholder,
    'aria-describedby': props.describedBy || undefined,
    'aria-invalid': props.invalid || undefined,
    onFocus: () => {
      focused.current = true;
    },
    onBlur: () => {
      focused.current = false;
      commit(text);
    },
    onChange: (e: { target: { value: string } }) => {
      setText(e.target.value);
      commit(e.target.value);
    },
  };
  return props.long ? (
    <textarea rows={2} {...common} />
  ) : (
    <input type={props.number ? 'number' : 'text'} step="any" {...common} />
  );
}

export function Field({
  name,
  schema,
  path,
  ctx,
  label,
  unfold,
}: {
  name: string;
  schema: JsonSchema;
  path: Path;
  ctx: FormContext;
  label?: string;
  /** A group the file does not have yet, shown open (a language just added). */
  unfold?: boolean;
}) {
  const value = getIn(ctx.root, path);
  const id = idOf(path);
  const hasProblem = ctx.problems.some((p) => p.path === pointer(path));
  const describedBy = [schema.description ? `${id}-hint` : '', hasProblem ? `${id}-problems` : '']
    .filter(Boolean)
    .join(' ');
  const kind = kindOf(schema);
  const opts = choices(schema);
  // A schedule's dates are read in its time zone: say which.
  const zone =
    path[0] === 'schedule' && (path[1] === 'starts' || path[1] === 'ends')
      ? ` Time zone: ${String(getIn(ctx.root, ['schedule', 'timeZone']) ?? 'UTC')}.`
      : '';
  const hint = schema.description ? (
    <p className="hint" id={`${id}-hint`}>
      {schema.description}
      {zone}
    </p>
  ) : null;
  if (kind === 'object' && schema.properties)
    return <Group name={label ?? name} schema={schema} path={path} ctx={ctx} unfold={unfold} />;
  if (kind === 'array' && schema.items) return <List name={label ?? name} schema={schema} path={path} ctx={ctx} />;
  let input: React.ReactNode;
  if (opts)
    input = (
      <select
        id={id}
        value={value === undefined ? '' : String(value)}
        aria-describedby={describedBy || undefined}
        aria-invalid={hasProblem || undefined}
        onChange={(e) => {
          const picked = opts.find((o) => String(o) === e.target.value);
          ctx.onChange(path, e.target.value === '' ? undefined : picked);
        }}
      >
        <option value="">(not set)</option>
        {opts.map((o) => (
          <option key={String(o)} value={String(o)}>
            {String(o)}
          </option>
        ))}
      </select>
    );
  else if (kind === 'boolean')
    input = (
      <select
        id={id}
        value={value === undefined ? '' : String(value)}
        aria-describedby={describedBy || undefined}
        onChange={(e) => ctx.onChange(path, e.target.value === '' ? undefined : e.target.value === 'true')}
      >
        <option value="">(not set)</option>
        <option value="true">yes</option>
        <option value="false">no</option>
      </select>
    );
  else if (kind === 'string' || kind === 'number' || kind === 'integer') {
    const english =
      path[0] === 'text' && path[1] !== 'en' ? getIn(ctx.root, ['text', 'en', ...path.slice(2)]) : undefined;
    input = (
      <Box
        path={path}
        value={value}
        number={kind !== 'string'}
        describedBy={describedBy}
        invalid={hasProblem}
        ctx={ctx}
        long={path[0] === 'text' && typeof path[path.length - 1] === 'number'}
        placeholder={typeof english === 'string' ? `English: ${english}` : undefined}
      />
    );
  } else
    return (
      <div className="field">
        <span className="label">{label ?? name}</span>
        <p className="hint">Edit this in the YAML view.</p>
        <FieldProblems path={path} ctx={ctx} />
      </div>
    );
  return (
    <div className="field">
      <label htmlFor={id}>{label ?? name}</label>
      {input}
      {hint}
      {schema.pattern?.includes('webp|png') && <Upload path={path} name={label ?? name} ctx={ctx} />}
      <FieldProblems path={path} ctx={ctx} />
    </div>
  );
}

/** An image field's upload: the file goes to campaigns/assets/uploads/ (checked there), the field names it. */
function Upload({ path, name, ctx }: { path: Path; name: string; ctx: FormContext }) {
  const [status, setStatus] = useState('');
  return (
    <div className="upload">
      <label htmlFor={`${idOf(path)}-upload`}>Upload an image for {name}</label>
      <input
        id={`${idOf(path)}-upload`}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/avif"
        onChange={async (e) => {
          const file = e.target.files?.[0];
          if (!file) return;
          setStatus(`Uploading ${file.name}…`);
          try {
            const saved = await api.upload(file);
            setStatus(`Saved as campaigns/assets/${saved}.`);
            ctx.onChange(path, saved);
          } catch (err) {
            setStatus(err instanceof Error ? err.message : String(err));
          }
        }}
      />
      <p className="hint" aria-live="polite">
        {status}
      </p>
    </div>
  );
}

/** A part of the form that is shown only once opened (a group the file does not have yet, a top-level section). */
export function Folded({
  summary,
  open,
  children,
}: {
  summary: string;
  open: boolean;
  children: () => React.ReactNode;
}) {
  const [shown, setShown] = useState(open);
  return (
    <details open={open} onToggle={(e) => setShown(e.currentTarget.open)}>
      <summary>{summary}</summary>
      {shown && children()}
    </details>
  );
}

function Group({
  unfold,
  ...props
}: {
  name: string;
  schema: JsonSchema;
  path: Path;
  ctx: FormContext;
  unfold?: boolean;
}) {
  // A nested group the file does not have: folded, its fields made only when opened (the form stays small).
  if (!unfold && props.path.length > 1 && getIn(props.ctx.root, props.path) === undefined)
    return (
      <Folded summary={`${props.name} (not set)`} open={false}>
        {() => <GroupFields {...props} />}
      </Folded>
    );
  return <GroupFields {...props} />;
}

function GroupFields({ name, schema, path, ctx }: { name: string; schema: JsonSchema; path: Path; ctx: FormContext }) {
  const value = (getIn(ctx.root, path) ?? {}) as Record<string, unknown>;
  let keys = Object.keys(schema.properties!);
  const isText = path.length === 1 && path[0] === 'text';
  const [extra, setExtra] = useState<string[]>([]);
  if (isText) keys = keys.filter((k) => k === 'en' || k in value || extra.includes(k));
  const missing = isText ? Object.keys(schema.properties!).filter((k) => !keys.includes(k)) : [];
  return (
    <fieldset className={path.length === 1 ? 'section' : 'group'}>
      <legend>{name}</legend>
      {schema.description && <p className="hint">{schema.description}</p>}
      <FieldProblems path={path} ctx={ctx} />
      {keys.map((k) => (
        <Field
          key={k}
          name={k}
          schema={schema.properties![k]!}
          path={[...path, k]}
          ctx={ctx}
          unfold={isText && extra.includes(k)}
        />
      ))}
      {path.length === 1 && path[0] === 'tournament' && <PrizeSum value={value} />}
      {isText && missing.length > 0 && (
        <label className="add-language">
          Add a language
          <select value="" onChange={(e) => e.target.value && setExtra([...extra, e.target.value])}>
            <option value="">choose…</option>
            {missing.map((k) => (
              <option key={k}>{k}</option>
            ))}
          </select>
        </label>
      )}
    </fieldset>
  );
}

function List({ name, schema, path, ctx }: { name: string; schema: JsonSchema; path: Path; ctx: FormContext }) {
  const items = (getIn(ctx.root, path) ?? []) as unknown[];
  const item = schema.items!;
  const scalar = kindOf(item) !== 'object';
  return (
    <fieldset className="group list">
      <legend>{name}</legend>
      {schema.description && <p className="hint">{schema.description}</p>}
      <FieldProblems path={path} ctx={ctx} />
      {Array.isArray(items) &&
        items.map((_, i) => (
          <div className="item" key={i}>
            <Field name={`${name} ${i + 1}`} label={`${name} ${i + 1}`} schema={item} path={[...path, i]} ctx={ctx} />
            <button type="button" className="remove" onClick={() => ctx.onChange([...path, i], undefined)}>
              Remove {name} {i + 1}
            </button>
          </div>
        ))}
      <button
        type="button"
        onClick={() => ctx.onChange([...path, Array.isArray(items) ? items.length : 0], scalar ? '' : {})}
      >
        Add to {name}
      </button>
    </fieldset>
  );
}

/** The prize table's total against the pool, as the prize-pool rule counts it (each row times its places). */
function PrizeSum({ value }: { value: Record<string, unknown> }) {
  const prizes = Array.isArray(value.prizes) ? (value.prizes as { from?: number; to?: number; amount?: number }[]) : [];
  const pool = value.pool as { amount?: number; currency?: string } | undefined;
  if (!prizes.length || !pool?.amount) return null;
  const sum = prizes.reduce((s, p) => s + (p.amount ?? 0) * ((p.to ?? p.from ?? 0) - (p.from ?? 0) + 1), 0);
  const fmt = (n: number) => n.toLocaleString('en-IN');
  return (
    <p className={sum === pool.amount ? 'hint' : 'bad'} aria-live="polite">
      Prizes add up to {fmt(sum)} {pool.currency} of the {fmt(pool.amount)} {pool.currency} pool
      {sum === pool.amount ? '.' : ` (${sum > pool.amount ? 'over' : 'under'} by ${fmt(Math.abs(pool.amount - sum))}).`}
    </p>
  );
}
