/**
 * The build's progress on one line: in a terminal it redraws "Pages rendered 120/331 · 4.1 s" in
 * place; elsewhere (CI logs, pipes) it prints only the summary line, with `note` saying what the
 * count is made of (e.g. "330 pages + the 404 page"). `promo build --verbose` lists the pages after it (pageList.ts).
 */
export interface ProgressDeps {
  out: (s: string) => void;
  tty: boolean;
  now: () => number;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

export function buildProgress(deps: ProgressDeps, label: string, total: number, note?: string) {
  const started = deps.now();
  let done = 0;
  let lastDraw = -Infinity;
  const line = () => `${label} ${done}/${total} · ${seconds(deps.now() - started)}`;
  const draw = () => {
    deps.out(`\r\x1b[K  ${line()}`);
    lastDraw = deps.now();
  };
  return {
    /** One item finished. */
    tick() {
      done++;
      if (deps.tty && (deps.now() - lastDraw >= 100 || done === total)) draw();
    },
    /** Replaces the live line with the summary. */
    finish() {
      if (deps.tty) deps.out('\r\x1b[K');
      deps.out(`✔ ${label} ${done}/${total} in ${seconds(deps.now() - started)}${note ? ` (${note})` : ''}\n`);
    },
    /** Clears the live line (before an error is printed). */
    abort() {
      if (deps.tty) deps.out('\r\x1b[K');
    },
  };
}
