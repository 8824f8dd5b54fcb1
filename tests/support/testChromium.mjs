// The Chromium the tests drive: CHROMIUM_PATH, else Debian's headless shell (apt-get install
// chromium-headless-shell: Chromium's own engine without the browser's hidden window and tab strip,
// about half the CPU per page, as .ci/run installs it), else Debian's full Chromium. `promo shot` and
// the bench keep the full browser (screenshots and visitor timings as a browser takes them).
import { existsSync } from 'node:fs';

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const FULL = '/usr/bin/chromium';

/** The path, chosen once per process. */
export const TEST_CHROMIUM = process.env.CHROMIUM_PATH || (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL);

/** The flags every test and bench launch passes (Debian's Chromium in a container, nothing fetched by itself). */
export const TEST_CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
