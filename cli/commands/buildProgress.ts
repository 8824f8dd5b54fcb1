/**
 * The build's progress on one line: in a terminal it redraws "Rendering pages 120/329 · 4.1 s" in
 * place; elsewhere (CI logs, pipes) it prints only the summary line. With `verbose`, each written
 * page is listed too.
 */
export interface ProgressDeps { out: (s: string) => void; tty: boolean; now: () => number; verbose?: boolean }

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

export function buildProgress(deps: ProgressDeps, label: string, total: number) {
  const started = deps.now();
  let done = 0;
  let lastDraw = -Infinity;
  const line = () => `${label} ${done}/${total} · ${seconds(deps.now() - started)}`;
  const draw = () => { deps.out(`\r\x1b[K  ${line()}`); lastDraw = deps.now(); };
  return {
    /** One item finished; `what` is shown with --verbose. */
    tick(what: string) {
      done++;
      if (deps.verbose) {
        if (deps.tty) deps.out('\r\x1b[K');
        deps.out(`  ${what}\n`);
      }
      if (deps.tty && (deps.now() - lastDraw >= 100 || done === total)) draw();
    },
    /** Replaces the live line with the summary. */
    finish() {
      if (deps.tty) deps.out('\r\x1b[K');
      deps.out(`✔ ${label} ${done}/${total} in ${seconds(deps.now() - started)}\n`);
    },
    /** Clears the live line (before an error is printed). */
    abort() { if (deps.tty) deps.out('\r\x1b[K'); },
  };
}
