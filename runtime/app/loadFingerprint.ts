/**
 * The fingerprinting script (landing-site spec 7), from the risk-service host in the site config.
 * It sets `window.__deviceFingerprint`, which the API client sends as Device-Fingerprint. A failure
 * is logged only: the header is then left out.
 */
import { loadScript } from '../core/loadScript.ts';

export function loadFingerprint(
  src: string | undefined,
  load: (src: string) => Promise<unknown> = loadScript,
): Promise<void> {
  if (!src) return Promise.resolve();
  return load(src).then(
    () => undefined,
    (e: unknown) => {
      console.warn('Fingerprint script did not load:', e instanceof Error ? e.message : String(e));
    },
  );
}
