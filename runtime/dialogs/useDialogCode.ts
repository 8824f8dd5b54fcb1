/**
 * Whether the open dialog's code is here to render; if not, loads it and renders again once it
 * is (or once loading failed, so that the lazy component retries and reports as before). The host
 * shows its loader meanwhile itself, rather than through a Suspense fallback: React holds content
 * back for up to 300 ms after a fallback has shown (FALLBACK_THROTTLE_MS), which a tap before the
 * runtime has loaded would otherwise wait for on top of the download.
 */
import { useEffect, useState } from 'react';
import type { DialogName } from './dialogData.ts';
import { isDialogLoaded, preloadDialog } from './dialogKinds.ts';

export function useDialogCode(name: DialogName | undefined): boolean {
  const [settled, setSettled] = useState<DialogName | null>(null);
  const ready = name === undefined || settled === name || isDialogLoaded(name);
  useEffect(() => {
    if (ready || name === undefined) return;
    let live = true;
    const done = () => {
      if (live) setSettled(name);
    };
    preloadDialog(name).then(done, done);
    return () => {
      live = false;
    };
  }, [name, ready]);
  return ready;
}
