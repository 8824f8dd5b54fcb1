/** Notifications (the snackbar at the right): each closes after its timeout, -1 never. */
import { proxy } from 'valtio';

export const DEFAULT_TIMEOUT_MS = 6000;

export type Tone = 'warning' | 'success' | 'error';
/** Notification colour by code: up to 199 warning, up to 299 success, above error. */
export const toneOf = (code: number): Tone => (code <= 199 ? 'warning' : code <= 299 ? 'success' : 'error');

export interface Notification {
  id: number;
  message: string;
  code: number;
  tone: Tone;
  timeout: number;
}

export const initialNotificationsState = (): { list: Notification[] } => ({ list: [] });

export const notifications = proxy(initialNotificationsState());

export const resetNotifications = () => {
  Object.assign(notifications, initialNotificationsState());
};

let nextId = 1;

/** Shows a message; code picks the colour (default 200: green). Returns its id. */
export function notify(
  message: string,
  opts: { code?: number; tone?: Tone; timeout?: number } = {},
  schedule: typeof setTimeout = setTimeout,
): number {
  const code = opts.code ?? 200;
  const n: Notification = {
    id: nextId++,
    message,
    code,
    tone: opts.tone ?? toneOf(code),
    timeout: opts.timeout ?? DEFAULT_TIMEOUT_MS,
  };
  // Say the same thing once: a repeated message replaces its earlier copy.
  notifications.list = [...notifications.list.filter((x) => x.message !== message), n];
  if (n.timeout !== -1) schedule(() => dismiss(n.id), n.timeout);
  return n.id;
}

export function dismiss(id: number) {
  notifications.list = notifications.list.filter((n) => n.id !== id);
}
