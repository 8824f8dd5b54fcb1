/**
 * bench/threadTimeTrace.ts: the page's main-thread tasks of a Lighthouse trace shrunk to the CPU they
 * used (thread time), the events inside each with it; other threads and the tasks' order untouched.
 */
import { describe, expect, it } from 'vitest';
import { atThreadTime, type TraceEvent } from '../../bench/threadTimeTrace.ts';

const MAIN = { pid: 1, tid: 10 };
const nav: TraceEvent = {
  name: 'navigationStart',
  ph: 'R',
  ts: 0,
  ...MAIN,
  args: { data: { isLoadingMainFrame: true, documentLoaderURL: 'http://127.0.0.1/new-promo/x/' } },
};

describe('atThreadTime', () => {
  it('shrinks each page main-thread task to its thread time, with the events inside it', () => {
    const task: TraceEvent = { name: 'RunTask', ph: 'X', ts: 1000, dur: 40_000, tdur: 10_000, ...MAIN };
    const inner: TraceEvent = { name: 'FunctionCall', ph: 'X', ts: 21_000, dur: 20_000, ...MAIN };
    const send: TraceEvent = { name: 'ResourceSendRequest', ph: 'I', ts: 41_000, ...MAIN };
    const after: TraceEvent = { name: 'RunTask', ph: 'X', ts: 50_000, dur: 5_000, tdur: 5_000, ...MAIN };
    const otherThread: TraceEvent = { name: 'RunTask', ph: 'X', ts: 1000, dur: 30_000, tdur: 1_000, pid: 1, tid: 11 };
    const events = [nav, task, inner, send, after, otherThread];
    expect(atThreadTime(events)).toEqual({ tasks: 2, wallMs: 45, cpuMs: 15 });
    expect(task).toMatchObject({ ts: 1000, dur: 10_000 });
    expect(inner).toMatchObject({ ts: 6000, dur: 5000 });
    expect(send.ts).toBe(11_000);
    expect(after).toMatchObject({ ts: 50_000, dur: 5_000 });
    expect(otherThread).toMatchObject({ ts: 1000, dur: 30_000 });
  });

  it('refuses a trace with no page load in it', () => {
    expect(() => atThreadTime([{ name: 'RunTask', ph: 'X', ts: 0, dur: 1, tdur: 1, ...MAIN }])).toThrow(
      /no main-frame navigationStart/,
    );
  });
});
