/**
 * The YAML view: the file as it will be saved, in a code editor (CodeEditor.tsx: CodeMirror, loaded
 * when first shown) with completion from the schemas and each problem at its line; below it, the
 * problems listed, each with a button that selects its line. One text with the form (editorStore.ts).
 */
import { lazy, Suspense, useRef } from 'react';
import type { JsonSchema, Problem } from './api.ts';
import type { CodeEditorHandle } from './CodeEditor.tsx';

const CodeEditor = lazy(() => import('./CodeEditor.tsx'));

export function YamlView({
  text,
  problems,
  schema,
  onText,
}: {
  text: string;
  problems: Problem[];
  schema: JsonSchema | null;
  onText: (t: string) => unknown;
}) {
  const editor = useRef<CodeEditorHandle | null>(null);
  return (
    <section className="yaml-pane" aria-labelledby="yaml-title">
      <h2 id="yaml-title">YAML</h2>
      <div className="yaml">
        <Suspense fallback={<p className="hint">Loading the editor…</p>}>
          <CodeEditor text={text} problems={problems} schema={schema} onText={onText} handle={editor} />
        </Suspense>
      </div>
      <ul id="yaml-problems" className="problems" aria-label="Problems">
        {problems.map((p, i) => (
          // By place in the list: two problems can share a line, column and code, and a repeated key left a stale item shown.
          <li key={i} className={p.severity}>
            <button type="button" onClick={() => editor.current?.goTo(p.line)}>
              line {p.line}
            </button>{' '}
            {p.severity}: {p.message}
          </li>
        ))}
      </ul>
    </section>
  );
}
