/**
 * Publish's Git step: the campaign file committed on a branch named for the campaign
 * (`campaign/<slug>`), without touching the person's checkout — their branch, index and other files
 * stay as they are (a temporary index built from the branch, or from HEAD for a new branch, then
 * `commit-tree` and `update-ref`). Pushed when the repository has a remote, so CI and a pull request
 * take over. Not a Git repository: nothing to do, and it says so.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';

/** Runs git in `cwd` with extra environment; resolves with stdout, rejects with git's stderr. */
export type Git = (args: string[], opts?: { env?: Record<string, string>; input?: string }) => Promise<string>;

export function gitIn(cwd: string): Git {
  return (args, opts = {}) =>
    new Promise((resolve, reject) => {
      const child = execFile(
        'git',
        args,
        // Never a prompt for credentials (the request would wait on a terminal nobody reads), and never longer than a minute.
        { cwd, env: { ...process.env, GIT_TERMINAL_PROMPT: '0', ...opts.env }, maxBuffer: 8 << 20, timeout: 60_000 },
        (error, stdout, stderr) => {
          if (error) reject(new Error(`git ${args[0]}: ${stderr.trim() || error.message}`));
          else resolve(stdout.trim());
        },
      );
      if (opts.input !== undefined) child.stdin?.end(opts.input);
    });
}

export interface Published {
  branch?: string;
  commit?: string;
  pushed?: string;
  /** What happened, in a sentence for the manager. */
  message: string;
}

export async function publishToGit(git: Git, file: string, text: string, message: string): Promise<Published> {
  let top: string;
  try {
    top = await git(['rev-parse', '--show-toplevel']);
  } catch {
    return { message: 'Saved. This folder is not a Git repository, so nothing was committed.' };
  }
  const slug = file.replace(/^.*\//, '').replace(/\.yaml$/, '');
  const branch = `campaign/${slug}`;
  const path = relative(top, file);
  const ref = `refs/heads/${branch}`;
  const parent = await git(['rev-parse', '--verify', '--quiet', ref]).catch(() => git(['rev-parse', 'HEAD']));
  const dir = await mkdtemp(join(tmpdir(), 'promo-studio-index-'));
  try {
    const env = { GIT_INDEX_FILE: join(dir, 'index') };
    await git(['read-tree', parent], { env });
    const blob = await git(['hash-object', '-w', '--stdin'], { input: text });
    await git(['update-index', '--add', '--cacheinfo', `100644,${blob},${path}`], { env });
    const tree = await git(['write-tree'], { env });
    if (tree === (await git(['rev-parse', `${parent}^{tree}`])) && (await branchExists(git, ref)))
      return { branch, message: `Nothing new to commit: ${branch} already has this version of ${path}.` };
    const commit = await git(['commit-tree', tree, '-p', parent, '-m', message]);
    await git(['update-ref', ref, commit]);
    const remotes = (await git(['remote'])).split('\n').filter(Boolean);
    const remote = remotes.includes('origin') ? 'origin' : remotes[0];
    if (!remote)
      return {
        branch,
        commit,
        message: `Committed ${path} on branch ${branch} (${commit.slice(0, 8)}); no remote to push to.`,
      };
    await git(['push', remote, `${ref}:${ref}`]);
    return {
      branch,
      commit,
      pushed: remote,
      message: `Committed ${path} on branch ${branch} (${commit.slice(0, 8)}) and pushed it to ${remote}: open a pull request from it.`,
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

async function branchExists(git: Git, ref: string): Promise<boolean> {
  return git(['rev-parse', '--verify', '--quiet', ref]).then(
    () => true,
    () => false,
  );
}
