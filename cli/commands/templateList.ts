/** The templates `promo new` can scaffold: folders with a campaign.yaml.hbs, each described by its template.json. */
import { join } from 'node:path';
import { isEnoent, type ProjectFs } from '../campaign/ProjectFs.ts';
import { PromoError } from '../errors/PromoError.ts';
import { Errors } from '../errors/errorData.ts';

export interface TemplateInfo {
  name: string;
  description: string;
}

export async function templateList(fs: ProjectFs, root: string): Promise<TemplateInfo[]> {
  const dir = join(root, 'templates');
  const names = (await fs.readdir(dir)).filter((n) => fs.exists(join(dir, n, 'campaign.yaml.hbs'))).sort();
  return Promise.all(
    names.map(async (name) => ({ name, description: await describe(fs, join(dir, name, 'template.json')) })),
  );
}

async function describe(fs: ProjectFs, file: string): Promise<string> {
  let text: string;
  try {
    text = await fs.readFile(file);
  } catch (e) {
    if (isEnoent(e)) return '';
    throw e;
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    throw new PromoError(
      Errors.BadOption,
      '--template',
      `${file} is not valid JSON (${e instanceof Error ? e.message : String(e)}); fix it to {"description": "…"}.`,
    );
  }
  const d = typeof data === 'object' && data !== null && 'description' in data ? data.description : undefined;
  if (typeof d !== 'string')
    throw new PromoError(Errors.BadOption, '--template', `${file} needs a "description" string: {"description": "…"}.`);
  return d;
}

/** One template per line, names aligned: "  tournament     Leaderboard tournament, …". */
export function formatTemplateList(list: TemplateInfo[]): string {
  const width = Math.max(...list.map((t) => t.name.length));
  return list.map((t) => `  ${t.name.padEnd(width)}  ${t.description}`.trimEnd()).join('\n');
}
