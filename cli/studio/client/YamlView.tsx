/**
 * The YAML view: the file as it will be saved, editable, with line numbers; a line with a problem is
 * marked in the margin, and each problem is listed with a button that puts the cursor on its line.
 * Typing is sent for a check 120 ms after the last keystroke (the form and preview follow).
 */
import { useEffect, useRef, useState } from 'react';
import type { Problem } from './api.ts';

export function YamlView({
  text,
  problems,
  onText,
}: {
  text: string;
  problems: Problem[];
  onText: (t: string) => unknown;
}) {
  const [draft, setDraft] = useState(text);
  const area = useRef<HTMLTextAreaElement>(null);
  const gutter = useRef<HTMLDivElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const typing = useRef(false);
  useEffect(() => {
    if (!typing.current) setDraft(text);
  }, [text]);
  const lines = draft.split('\n');
  const bad = new Map(problems.map((p) => [p.line, p.severity]));
  const goTo = (line: number) => {
    const el = area.current;
    if (!el) return;
    const start = lines.slice(0, line - 1).reduce((n, l) => n + l.length + 1, 0);
    el.focus();
    el.setSelectionRange(start, start + (lines[line - 1]?.length ?? 0));
    el.scrollTop = Math.max(0, (line - 5) * 18);
  };
  return (
    <section className="yaml-pane" aria-labelledby="yaml-title">
      <h2 id="yaml-title">YAML</h2>
      <div className="yaml">
        <div className="gutter" ref={gutter} aria-hidden="true">
          {lines.map((_, i) => (
            <div key={i} className={bad.get(i + 1) ?? ''}>
              {i + 1}
            </div>
          ))}
        </div>
        <textarea
          ref={area}
          aria-label="Campaign file (YAML)"
          aria-describedby="yaml-problems"
          spellCheck={false}
          value={draft}
          onScroll={(e) => {
            if (gutter.current) gutter.current.scrollTop = e.currentTarget.scrollTop;
          }}
          onFocus={() => {
            typing.current = true;
          }}
          onBlur={() => {
            typing.current = false;
          }}
          onChange={(e) => {
            const v = e.target.value;
            setDraft(v);
            clearTimeout(timer.current);
            timer.current = setTimeout(() => onText(v), 120);
          }}
        />
      </div>
      <ul id="yaml-problems" className="problems" aria-label="Problems">
        {problems.map((p) => (
          <li key={`${p.line}:${p.col}:${p.code}`} className={p.severity}>
            <button type="button" onClick={() => goTo(p.line)}>
              line {p.line}
            </button>{' '}
            {p.severity}: {p.message}
          </li>
        ))}
      </ul>
    </section>
  );
}
