/**
 * `promo serve`'s side of A/B experiments, as nginx does it (cli/build/nginxExperiments.ts): a visitor
 * of an experiment URL gets `?arm=<id>` if valid (not sticky), the control if a bot, the arm of a
 * valid cookie, or else a weighted draw and a cookie lasting until the experiment ends. The arm's
 * pre-rendered file is sent in the same response: no extra request, no flash.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ARM_QUERY, BOT_PATTERN, armUrl, pickArm } from '../../model/experiment.ts';
import type { SiteExperiment } from '../../model/Site.ts';

const BOT = new RegExp(BOT_PATTERN, 'i');

export interface ArmChoice { arm: string; setCookie: string | null }
export interface VisitorRequest { query: URLSearchParams; cookie: string | undefined; userAgent: string | undefined; https: boolean }

export function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const i = part.indexOf('=');
    if (i > 0 && part.slice(0, i).trim() === name) return part.slice(i + 1).trim();
  }
  return undefined;
}

/** The arm one request gets, and the Set-Cookie to send (a new visitor only). Pure; `random` in [0, 1). */
export function chooseArm(e: SiteExperiment, r: VisitorRequest, basePath: string, random: () => number = Math.random): ArmChoice {
  const known = (id: string | null | undefined) => (id && e.arms.some((a) => a.id === id) ? id : null);
  const forced = known(r.query.get(ARM_QUERY));
  if (forced) return { arm: forced, setCookie: null };
  if (BOT.test(r.userAgent ?? '')) return { arm: e.control, setCookie: null };
  const kept = known(cookieValue(r.cookie, e.cookie));
  if (kept) return { arm: kept, setCookie: null };
  const arm = pickArm(e.arms, random());
  const cookie = `${e.cookie}=${arm}; Path=${basePath}; Expires=${new Date(e.ends).toUTCString()}; SameSite=Lax${r.https ? '; Secure' : ''}`;
  return { arm, setCookie: cookie };
}

export function registerArmRouting(app: FastifyInstance, experiments: readonly SiteExperiment[], basePath: string, clientDir: string, random: () => number = Math.random) {
  const byPath = new Map<string, { e: SiteExperiment; url: string }>();
  for (const e of experiments) for (const url of e.urls) byPath.set(basePath + url.slice(1), { e, url });
  if (!byPath.size) return;
  app.addHook('onRequest', async (req: FastifyRequest, reply) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return;
    const [path, search = ''] = req.url.split('?');
    const hit = byPath.get(decodeURIComponent(path ?? ''));
    if (!hit) return;
    const choice = chooseArm(hit.e, { query: new URLSearchParams(search), cookie: req.headers.cookie, userAgent: req.headers['user-agent'], https: req.protocol === 'https' }, basePath, random);
    reply.header('Vary', 'Cookie');
    if (choice.setCookie) reply.header('Set-Cookie', choice.setCookie);
    if (choice.arm === hit.e.control) return;
    const html = await readFile(join(clientDir, armUrl(hit.url, choice.arm), 'index.html'), 'utf8');
    return reply.type('text/html; charset=utf-8').send(html);
  });
}
