/**
 * Ladle's Vite plugin that keeps the campaign stories in step with the campaign files while
 * `ladle serve` runs: it writes them once before the server starts (so every campaign file present,
 * new and uncommitted ones too, has its stories), then runs `promo stories` again whenever a campaign
 * file, the site config or a template's params schema is added, changed or removed. That command
 * writes only the files whose text changed: a changed story or data file reaches the open page by
 * Vite's HMR. When the story files themselves change (a campaign added, removed, or its stories
 * renamed), Ladle's list of stories must be made again; Ladle 5's own watcher cannot see that (it
 * hands glob patterns to chokidar 4, which takes no globs), so this plugin invalidates Ladle's list
 * module (`virtual:generated-list`, which Ladle makes anew from the story files on each load) and
 * reloads the page: a new campaign shows up without a restart.
 */
import { spawn } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { CACHES } from '../../cli/cacheRegistry.mjs';

const WATCHED = /(?:^|[/\\])(?:campaigns[/\\][^/\\]+\.ya?ml|promo\.config\.yaml|params\.schema\.json)$/;
/** Changes that arrive together (an editor's save, a `git checkout`) make one run. */
const SETTLE_MS = 150;

/** Ladle's virtual module that lists every story (resolved id). */
const LADLE_LIST = '\0virtual:generated-list';

/** The story files of ladle/generated/ and their text: what Ladle's list is made from. */
function storyFiles(root: string): string {
  const dir = join(root, CACHES.stories.path);
  let names: string[] = [];
  try {
    names = readdirSync(dir)
      .filter((n) => n.endsWith('.stories.tsx'))
      .sort();
  } catch {
    return '';
  }
  return names.map((n) => `${n}\n${readFileSync(join(dir, n), 'utf8')}`).join('\n');
}

/** Runs `promo stories` in `root`, its output into Ladle's terminal; resolves with its exit code. */
function promoStories(root: string): Promise<number> {
  return new Promise((done) => {
    const child = spawn(process.execPath, [join(root, 'cli', 'promo.mjs'), 'stories'], {
      cwd: root,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.on('error', (e) => {
      console.error(`promo stories could not start: ${e.message}`);
      done(-1);
    });
    child.on('close', (code) => done(code ?? -1));
  });
}

export function watchCampaigns(root: string, run: (root: string) => Promise<number> = promoStories): Plugin {
  let running: Promise<unknown> | undefined;
  let again = false;
  let timer: NodeJS.Timeout | undefined;
  let listed = '';
  /** Runs the command (once at a time; changes during a run make one more run); true when the story files changed. */
  const regenerate = async (): Promise<boolean> => {
    if (running) {
      again = true;
      return false;
    }
    running = run(root);
    await running;
    running = undefined;
    if (again) {
      again = false;
      return regenerate();
    }
    const now = storyFiles(root);
    const changed = now !== listed;
    listed = now;
    return changed;
  };
  return {
    name: 'promo:ladle-watch-campaigns',
    apply: 'serve',
    async configureServer(server) {
      // A campaign with problems still leaves every other campaign's stories written: serve anyway.
      await regenerate();
      server.watcher.add([join(root, 'campaigns'), join(root, 'promo.config.yaml')]);
      const relist = () => {
        const graph = server.environments?.client?.moduleGraph ?? server.moduleGraph;
        const list = graph.getModuleById(LADLE_LIST);
        if (list) graph.invalidateModule(list);
        server.ws.send({ type: 'full-reload', path: '*' });
      };
      const onChange = (file: string) => {
        if (!WATCHED.test(file)) return;
        clearTimeout(timer);
        timer = setTimeout(
          () =>
            void regenerate().then((changed) => {
              if (changed) relist();
            }),
          SETTLE_MS,
        );
      };
      server.watcher.on('add', onChange).on('change', onChange).on('unlink', onChange);
    },
  };
}
