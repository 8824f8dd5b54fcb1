/**
 * Visible loading: the progress bar (shown only for work lasting over 200 ms, filled to 100 and
 * hidden 500 ms after the last task ends) and the full-screen spinner (while a global flag is set).
 */
import { proxy } from 'valtio';

export const PROGRESS = { throttleMs: 200, durationMs: 5000, hideAfterMs: 500 } as const;

export interface LoaderState {
  tasks: number;
  progress: number | null;
  spinner: number;
}

export const initialLoaderState = (): LoaderState => ({ tasks: 0, progress: null, spinner: 0 });

export const loader = proxy<LoaderState>(initialLoaderState());

let showTimer: ReturnType<typeof setTimeout> | undefined;
let hideTimer: ReturnType<typeof setTimeout> | undefined;
let started = 0;

export function startProgress(now = Date.now) {
  loader.tasks++;
  if (loader.tasks > 1) return;
  clearTimeout(hideTimer);
  started = now();
  showTimer = setTimeout(() => {
    if (loader.tasks > 0) loader.progress = 10;
  }, PROGRESS.throttleMs);
}

export function finishProgress() {
  loader.tasks = Math.max(0, loader.tasks - 1);
  if (loader.tasks > 0) return;
  clearTimeout(showTimer);
  if (loader.progress === null) return;
  loader.progress = 100;
  hideTimer = setTimeout(() => {
    loader.progress = null;
  }, PROGRESS.hideAfterMs);
}

/** While the bar is shown, it creeps towards 90% over the expected duration. */
export function progressAt(nowMs: number): number {
  return Math.min(90, 10 + (Math.max(0, nowMs - started) / PROGRESS.durationMs) * 80);
}

/** Back to the initial state, timers cleared (a fresh page; Ladle between stories). */
export function resetLoader() {
  clearTimeout(showTimer);
  clearTimeout(hideTimer);
  Object.assign(loader, initialLoaderState());
}

export function showSpinner() {
  loader.spinner++;
}
export function hideSpinner() {
  loader.spinner = Math.max(0, loader.spinner - 1);
}
