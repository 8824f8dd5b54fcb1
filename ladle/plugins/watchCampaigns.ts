/**
 * Ladle's Vite plugin that keeps the campaign stories in step with the campaign files while
 * `ladle serve` runs: it writes them once before the server starts (so every campaign file present,
 * new and uncommitted ones too, has its stories), then runs `promo stories` again whenever a campaign
 * file, the site config or a template's params schema is added, changed or removed. That command
 * writes only the story files whose text changed; Ladle's own watcher sees a new or changed story file
 * and reloads its list, so a new campaign shows up without a restart.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import type { Plugin } from 'vite';

const WATCHED = /(?:^|[/\\])(?:campaigns[/\\][^/\\]+\.ya?ml|promo\.config\.yaml|params\.schema\.json)$/;
/** Changes that arrive together (an editor's save, a `git checkout`) make one run. */
const SETTLE_MS = 150;

/** Runs `promo stories` in `root`, its output into Ladle's terminal; resolves with its exit code. */
function promoStories(root: string): Promise<number> {
  return new Promise((done) => {
    const child = spawn(process.execPath, [join(root, 'cli', 'promo.mjs'), 'stories'], { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('error', (e) => { console.error(`promo stories could not start: ${e.message}`); done(-1); });
    child.on('close', (code) => done(code ?? -1));
  });
}

export function watchCampaigns(root: string, run: (root: string) => Promise<number> = promoStories): Plugin {
  let running: Promise<unknown> | undefined;
  let again = false;
  let timer: NodeJS.Timeout | undefined;
  const regenerate = async () => {
    if (running) { again = true; return; }
    running = run(root);
    await running;
    running = undefined;
    if (again) { again = false; await regenerate(); }
  };
  return {
    name: 'promo:ladle-watch-campaigns',
    apply: 'serve',
    async configureServer(server) {
      // A campaign with problems still leaves every other campaign's stories written: serve anyway.
      await regenerate();
      server.watcher.add([join(root, 'campaigns'), join(root, 'promo.config.yaml')]);
      const onChange = (file: string) => {
        if (!WATCHED.test(file)) return;
        clearTimeout(timer);
        timer = setTimeout(() => void regenerate(), SETTLE_MS);
      };
      server.watcher.on('add', onChange).on('change', onChange).on('unlink', onChange);
    },
  };
}
