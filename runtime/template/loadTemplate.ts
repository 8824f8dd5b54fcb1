/** A template's code in the browser, loaded on demand (only when the page renders again, e.g. in another language). */
import type { TemplateModule } from './TemplateModule.ts';

const modules = import.meta.glob<{ default: TemplateModule }>('../../templates/*/index.ts');

export async function loadTemplate(name: string): Promise<TemplateModule> {
  const load = modules[`../../templates/${name}/index.ts`];
  if (!load) throw new Error(`No template "${name}"`);
  return (await load()).default;
}
