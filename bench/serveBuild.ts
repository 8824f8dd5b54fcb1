/** `promo serve` of one build folder on a free port, ready once `probe` answers; `stop()` ends it. */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { freePort } from './freePort.ts';

export async function serveBuild(
  projectDir: string,
  outDir: string,
  probe: string,
): Promise<{ origin: string; stop: () => void }> {
  const port = await freePort();
  const server = spawn(
    process.execPath,
    [join(projectDir, 'cli', 'promo.mjs'), 'serve', '--port', String(port), '--out-dir', outDir],
    { cwd: projectDir, stdio: 'ignore' },
  );
  const origin = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(origin + probe)).ok) break;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { origin, stop: () => server.kill() };
}
