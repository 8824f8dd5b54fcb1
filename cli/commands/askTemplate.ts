/** The terminal prompt of `promo new` without --template: pick a template from a list, each with its description. */
import { select } from '@inquirer/prompts';
import { PromoError } from '../errors/PromoError.ts';
import { Errors } from '../errors/errorData.ts';
import type { TemplateInfo } from './templateList.ts';

export async function askTemplate(templates: TemplateInfo[]): Promise<string> {
  const width = Math.max(...templates.map((t) => t.name.length));
  try {
    return await select({
      message: 'Which template?',
      choices: templates.map((t) => ({
        value: t.name,
        name: `${t.name.padEnd(width)}  ${t.description}`.trimEnd(),
        short: t.name,
      })),
      pageSize: templates.length,
    });
  } catch (e) {
    // Ctrl+C in the prompt: nothing was written.
    if (e instanceof Error && e.name === 'ExitPromptError')
      throw new PromoError(Errors.Cancelled, 'no campaign was created');
    throw e;
  }
}
