/**
 * Names two campaigns must not share: a route (two pages at one URL) and an A/B experiment id (it names
 * the arm cookie, so the two would mix visitors). The first file in the project's order keeps a name;
 * each later claim of it is an error on its own file (checkProject.ts, checkCampaignAgainst.ts), put at
 * its line by `locatedClashes`.
 */
import type { RouteClaim } from './checkCampaignFile.ts';
import type { ClaimSpot } from './ClaimSpot.ts';
import { locate } from './locate.ts';
import { parseYamlSafely } from './parseYamlSafely.ts';
import type { Problem } from './Problem.ts';

export type Clash = Omit<Problem, 'line' | 'col'> & { spot: ClaimSpot };
type Claim = { name: string; file: string; spot: ClaimSpot };

/** Each claim of a name that an earlier file claimed; `message(name, first)` says what clashed with what. */
function laterClaims(claims: Claim[], code: string, message: (name: string, first: string) => string): Clash[] {
  const owner = new Map<string, string>();
  const out: Clash[] = [];
  for (const { name, file, spot } of claims) {
    const first = owner.get(name);
    if (first === undefined) owner.set(name, file);
    else
      out.push({ file, spot, path: `/${spot.at.join('/')}`, code, message: message(name, first), severity: 'error' });
  }
  return out;
}

/** The clashes among these files' claims, in the project's order: routes first, then experiment ids. */
export function claimClashes(claims: ReadonlyArray<RouteClaim & { file: string }>): Clash[] {
  return [
    ...laterClaims(
      claims.flatMap((c) => c.urls.map((url) => ({ name: url, file: c.file, spot: c.at }))),
      'rule/route-clash',
      (url, first) => `The route ${url} is already claimed by ${first}. Give this campaign another route path.`,
    ),
    ...laterClaims(
      claims.flatMap((c) => (c.experiment ? [{ name: c.experiment.id, file: c.file, spot: c.experiment.at }] : [])),
      'rule/experiment-clash',
      (id, first) =>
        `The experiment id "${id}" is already used by ${first}; it names the arm cookie, so the two would mix visitors. Set experiment.id to another name.`,
    ),
  ];
}

/** One file's clashes as problems at their lines in its text (at 1:1 when its text could not be read). */
export function locatedClashes(clashes: readonly Clash[], text: string | undefined, file: string): Problem[] {
  const parsed = text === undefined ? undefined : parseYamlSafely(text, file);
  return clashes.map(({ spot, ...clash }) => ({
    ...clash,
    ...(parsed ? locate(parsed.doc, parsed.lc, spot.at, spot.aim) : { line: 1, col: 1 }),
  }));
}
