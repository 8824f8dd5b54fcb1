/**
 * The nginx side of A/B experiments: per experiment, `split_clients` over the request id draws an arm
 * for a new visitor, maps keep a valid cookie's arm (exact id, any other case is junk), `?arm=<id>` forces one (never sticky) and bots
 * get the control; an exact location per URL sends that arm's pre-rendered file and, to a new visitor
 * only, the cookie that lasts until the experiment ends; a {name}/{id} URL that shows an experiment URL
 * shows its arm too. No request beyond the page itself.
 */
import { BOT_PATTERN, splitPercents } from '../../model/experiment.ts';
import type { SiteExperiment } from '../../model/Site.ts';
import { ARM_SEGMENT } from '../../model/experiment.ts';
import { languageTries, type NginxLanguages } from './nginxLanguages.ts';
import { NGINX_SECURE_FLAG } from './nginxSecureFlag.ts';

const v = (e: SiteExperiment, what: string) => `$promo_ab_${e.id}_${what}`;
/** A response that assigns an arm (and may set its cookie) is the visitor's own: no shared cache keeps it. */
export const ARM_CACHE_CONTROL = 'add_header Cache-Control "private, no-cache" always;';
const q = (s: string) => `"${s.replace(/["\\$]/g, '\\$&')}"`;

/** http-level blocks (they must come before the server block, inside http { }). */
export function nginxExperimentMaps(experiments: readonly SiteExperiment[], basePath: string): string {
  if (!experiments.length) return '';
  const shared = [
    '# A/B experiments (promo: experiment in the campaign files): bots see the control; the arm cookie is Secure over https (nginxSecureFlag.ts).',
    `map $http_user_agent $promo_ab_bot { "~*(${BOT_PATTERN})" 1; default ""; }`,
  ];
  const per = experiments.flatMap((e) => {
    // Exact, case-sensitive ids (a map's plain strings match in any case; a ~ regex does not), as promo serve matches them:
    // ?arm=PRIZE-POOL or an upper-case cookie is junk, and the visitor is drawn.
    const known = e.arms.map((a) => `"~^${a.id}$" ${a.id};`).join(' ');
    const key = `"${v(e, 'forced')}|$promo_ab_bot|${v(e, 'kept')}"`;
    const expires = new Date(e.ends).toUTCString();
    return [
      `# experiment ${e.id} (${e.slug}): ${e.arms.map((a) => `${a.id} ${(a.share * 100).toFixed(2)}%`).join(', ')}; control ${e.control}`,
      `split_clients "$request_id" ${v(e, 'draw')} { ${splitPercents(e.arms)
        .map((s) => `${s.percent} ${s.id};`)
        .join(' ')} }`,
      `map $cookie_${e.cookie} ${v(e, 'kept')} { ${known} default ""; }`,
      `map $arg_arm ${v(e, 'forced')} { ${known} default ""; }`,
      `map ${key} ${v(e, 'arm')} { "~^([a-z0-9-]+)\\|" $1; "~^\\|1\\|" ${e.control}; "~^\\|\\|([a-z0-9-]+)$" $1; default ${v(e, 'draw')}; }`,
      `map ${key} ${v(e, 'cookie')} { "||" "${e.cookie}=${v(e, 'draw')}; Path=${basePath}; Expires=${expires}; SameSite=Lax${NGINX_SECURE_FLAG}"; default ""; }`,
      `map ${v(e, 'arm')} ${v(e, 'dir')} { ${e.arms.map((a) => `${a.id} ${q(a.id === e.control ? '' : `${ARM_SEGMENT}/${a.id}/`)};`).join(' ')} default ""; }`,
    ];
  });
  return [...shared, ...per].join('\n') + '\n';
}

/** A {name}/{id} rewrite to an experiment URL: the target's arm folder (for try_files) and the arm headers; null when it runs none. */
export function nginxRewriteArm(
  experiments: readonly SiteExperiment[],
  target: string,
  lang: NginxLanguages,
): { dir: string; headers: string[] } | null {
  const e = experiments.find((x) => x.urls.includes(target));
  if (!e) return null;
  return {
    dir: `\${${v(e, 'dir').slice(1)}}`,
    headers: [`add_header Set-Cookie ${v(e, 'cookie')} always;`, ...lang.headers, ARM_CACHE_CONTROL],
  };
}

/** Exact locations inside the server block: each experiment URL serves its visitor's arm. */
export function nginxExperimentLocations(
  experiments: readonly SiteExperiment[],
  basePath: string,
  root: string,
  headers: readonly string[],
  lang: NginxLanguages,
): string[] {
  return experiments.flatMap((e) =>
    e.urls.map((url) =>
      [
        `  location = ${basePath}${url.slice(1)} {`,
        `    root ${root};`,
        // The arm's page in the visitor's language, else the arm's; the control's if the arm's is missing
        // (after promo rollback to a build without this experiment).
        `    try_files ${languageTries(lang, `${url}${v(e, 'dir').replace('$', '${')}}`)} ${languageTries(lang, url)} =404;`,
        `    add_header Set-Cookie ${v(e, 'cookie')} always;`,
        ...lang.headers.map((h) => `    ${h}`),
        `    ${ARM_CACHE_CONTROL}`,
        ...headers.filter((h) => !h.startsWith('add_header Cache-Control')).map((h) => `    ${h}`),
        '  }',
      ].join('\n'),
    ),
  );
}
