/**
 * A Lighthouse trace with the page's main-thread tasks at the CPU they used: each top-level task
 * (`RunTask`) is shrunk from its wall time to its thread time (`tdur`), the events inside it with it
 * (start and length scaled within the task). Lighthouse's simulation (Lantern) multiplies each task's
 * wall time by the CPU slowdown (×4 on mobile): on a shared machine a task that used 3 ms of CPU but
 * waited 30 ms for a core counts as 120 ms, 70 of them "blocking". Audited again with this trace
 * (Lighthouse's `auditMode`), the same run says what the page itself asked of the CPU; network, order
 * and dependencies are untouched. What it leaves out: time a task really waits (a synchronous call to
 * another thread or process), which thread time does not count either.
 */

export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tdur?: number;
  pid: number;
  tid: number;
  args?: { data?: { isLoadingMainFrame?: boolean; documentLoaderURL?: string } };
}

/** The renderer main thread that loaded the page: its main frame's navigationStart for an http(s) URL. */
export function pageMainThread(events: readonly TraceEvent[]): { pid: number; tid: number } {
  const nav = events.find(
    (e) =>
      e.name === 'navigationStart' &&
      e.args?.data?.isLoadingMainFrame &&
      /^https?:/.test(e.args.data.documentLoaderURL ?? ''),
  );
  if (!nav) throw new Error('no main-frame navigationStart in the trace: not a page load');
  return { pid: nav.pid, tid: nav.tid };
}

/** Rewrites `events` in place; returns how many tasks it shrank and the wall and thread ms they had. */
export function atThreadTime(events: TraceEvent[]): { tasks: number; wallMs: number; cpuMs: number } {
  const { pid, tid } = pageMainThread(events);
  const mine = events.filter((e) => e.pid === pid && e.tid === tid).sort((a, b) => a.ts - b.ts);
  const tasks = mine.filter((e) => e.ph === 'X' && e.name === 'RunTask' && e.tdur !== undefined && (e.dur ?? 0) > 0);
  let wall = 0;
  let cpu = 0;
  let from = 0;
  for (const task of tasks) {
    const dur = task.dur!;
    const end = task.ts + dur;
    const scale = Math.min(1, task.tdur! / dur);
    wall += dur;
    cpu += dur * scale;
    while (from < mine.length && mine[from]!.ts < task.ts) from++;
    for (let i = from; i < mine.length && mine[i]!.ts <= end; i++) {
      const e = mine[i]!;
      if (e === task) continue;
      e.ts = task.ts + (e.ts - task.ts) * scale;
      if (e.dur !== undefined) e.dur *= scale;
    }
    task.dur = dur * scale;
  }
  return { tasks: tasks.length, wallMs: wall / 1000, cpuMs: cpu / 1000 };
}
