/**
 * Checks a campaign's experiment: arm ids unique, one control, the control unchanged, a real end
 * date, and each arm as the campaign it produces (merged, then the full schema, the template's
 * params schema and every rule). Problems point at the arm's own lines.
 */
import type { ValidateFunction } from 'ajv';
import type { CampaignData } from '../../model/campaignSchema.ts';
import { armCampaign, armsBelowOneStep, controlArm, experimentIdOf, SPLIT_STEPS } from '../../model/experiment.ts';
import type { ParsedYaml } from './parseYamlSafely.ts';
import type { Problem } from './Problem.ts';
import { schemaProblems } from './schemaProblems.ts';
import { locate, type Segment } from './locate.ts';
import { parseLocal } from './localTime.ts';
import type { RuleFinding } from './RuleFinding.ts';

export interface ArmCheck {
  data: CampaignData;
  parsed: ParsedYaml;
  file: string;
  validate: ValidateFunction;
  params: ValidateFunction | undefined;
  rules: (c: CampaignData) => RuleFinding[];
}

/** x rounded up to two significant digits (0.00010001 → 0.00011). */
const roundUp = (x: number) => {
  const unit = 10 ** (Math.floor(Math.log10(x)) - 1);
  return Number((Math.ceil(x / unit) * unit).toPrecision(2));
};

/** Only what an override can change is the arm's to answer for; the rest is reported on the campaign. */
const OVERRIDABLE = new Set(['text', 'cta', 'params']);

export function armProblems({ data, parsed, file, validate, params, rules }: ArmCheck): Problem[] {
  const e = data.experiment;
  if (!e) return [];
  const out: Problem[] = [];
  const at = (
    path: Segment[],
    code: string,
    message: string,
    severity: Problem['severity'] = 'error',
    aim: 'value' | 'key' = 'value',
  ) =>
    out.push({
      file,
      ...locate(parsed.doc, parsed.lc, path, aim),
      path: '/' + path.join('/'),
      code,
      message,
      severity,
    });

  // The report counts a visitor by the pixel's exposure: with none, the experiment can never be read.
  if (data.pixel === 'none')
    at(
      ['pixel'],
      'rule/experiment-without-pixel',
      `This campaign runs the experiment "${experimentIdOf(data)}" but sends no tracking pixel (pixel: none), so no visitor's arm is ever counted and \`promo report\` will show no visitors for it. Set a pixel category, or remove the experiment.`,
      'warning',
    );
  const seen = new Map<string, number>();
  e.arms.forEach((arm, i) => {
    const first = seen.get(arm.id);
    if (first !== undefined)
      at(
        ['experiment', 'arms', i, 'id'],
        'rule/arm-id',
        `The arm id "${arm.id}" is already used by arm ${first + 1}. Give each arm its own id.`,
      );
    else seen.set(arm.id, i);
  });
  // Every server splits visitors in steps of 0.01 %: an arm below one step would get nobody (and nginx refuses a 0.00% line).
  const weights = e.arms.map((a) => a.weight);
  for (const i of armsBelowOneStep(weights)) {
    // w / (w + others) >= 1 / SPLIT_STEPS  ⇔  w >= others / (SPLIT_STEPS - 1)
    const others = weights.reduce((sum, w, j) => (j === i ? sum : sum + w), 0);
    at(
      ['experiment', 'arms', i, 'weight'],
      'rule/arm-weight',
      `Arm "${e.arms[i]!.id}" would get less than 0.01% of visitors, the smallest step they are split in. Give it a weight of at least ${roundUp(others / (SPLIT_STEPS - 1))}, or remove the arm.`,
    );
  }
  const controls = e.arms.map((a, i) => (a.control ? i : -1)).filter((i) => i >= 0);
  for (const i of controls.slice(1))
    at(
      ['experiment', 'arms', i, 'control'],
      'rule/arm-control',
      `Only one arm can be the control; arm ${controls[0]! + 1} already is. Remove control: true here.`,
    );
  const control = controlArm(e);
  const ci = e.arms.indexOf(control);
  if (control.override)
    at(
      ['experiment', 'arms', ci, 'override'],
      'rule/arm-control',
      `The control arm "${control.id}" shows the campaign as written and cannot override it. Change the campaign itself, or make this arm a test arm.`,
      'error',
      'key',
    );
  if (e.ends && parseLocal(e.ends, data.schedule?.timeZone ?? 'UTC') === null)
    at(['experiment', 'ends'], 'rule/bad-date', `"${e.ends}" is not a real calendar date. Check day and month.`);
  if (!e.ends && !data.schedule)
    at(
      ['experiment'],
      'rule/experiment-ends',
      'The experiment has no end: its arm cookie will last 90 days. Set experiment.ends (or a schedule).',
      'warning',
      'key',
    );
  if (!data.pixel || data.pixel === 'none')
    at(
      ['experiment'],
      'rule/experiment-pixel',
      'Visitors of an experiment are counted by the pixel call, and this campaign has no pixel: `promo report` will show 0 visitors. Set pixel.',
      'warning',
      'key',
    );

  const baseRules = new Set(rules(data).map((f) => `${f.code}|${f.at.join('/')}|${f.message}`));
  e.arms.forEach((arm, i) => {
    if (arm === control || !arm.override) return;
    const prefix: Segment[] = ['experiment', 'arms', i, 'override'];
    const label = (m: string) => `In arm "${arm.id}": ${m}`;
    const merged = armCampaign(data, arm);
    const keep = (p: Problem) => OVERRIDABLE.has(p.path.split('/')[5] ?? '');
    if (!validate(merged))
      out.push(
        ...schemaProblems(validate.errors ?? [], parsed, file, prefix)
          .filter(keep)
          .map((p) => ({ ...p, message: label(p.message) })),
      );
    if (params && !params(merged.params ?? {}))
      out.push(
        ...schemaProblems(params.errors ?? [], parsed, file, [...prefix, 'params']).map((p) => ({
          ...p,
          message: label(p.message),
        })),
      );
    for (const f of rules(merged)) {
      if (!OVERRIDABLE.has(String(f.at[0])) || baseRules.has(`${f.code}|${f.at.join('/')}|${f.message}`)) continue;
      at([...prefix, ...f.at], f.code, label(f.message), f.severity ?? 'error', f.aim ?? 'value');
    }
  });
  return out;
}
