/** Two campaigns claiming one route: an error on the second (checkProject.ts, checkCampaignAgainst.ts). */
import type { RouteClaim } from './checkCampaignFile.ts';
import type { Clash } from './armProblems.ts';

export function routeClashes(claims: ReadonlyArray<RouteClaim & { file: string }>): Clash[] {
  const owner = new Map<string, string>();
  const out: Clash[] = [];
  for (const c of claims) {
    for (const url of c.urls) {
      const first = owner.get(url);
      if (first === undefined) {
        owner.set(url, c.file);
        continue;
      }
      out.push({
        file: c.file,
        spot: c.at,
        path: `/${c.at.at.join('/')}`,
        code: 'rule/route-clash',
        message: `The route ${url} is already claimed by ${first}. Give this campaign another route path.`,
        severity: 'error',
      });
    }
  }
  return out;
}
