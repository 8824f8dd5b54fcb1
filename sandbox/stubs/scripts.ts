/** The browser scripts the sandbox serves (captcha widget, tracking pixel, chat SDK, fingerprinting), read once. */
import { readFileSync } from 'node:fs';

const read = (name: string) => readFileSync(new URL(`./${name}`, import.meta.url), 'utf8');

export interface StubScripts {
  captcha: string;
  pixel: string;
  chat: string;
  fingerprint: string;
}

let cached: StubScripts | undefined;

export function stubScripts(): StubScripts {
  cached ??= {
    captcha: read('captcha.js'),
    pixel: read('pixel.js'),
    chat: read('chat.js'),
    fingerprint: read('fingerprint.js'),
  };
  return cached;
}
