/**
 * A template's code, loaded on demand: in the browser when the page renders again (e.g. in another language), and
 * on the server for the page being rendered (+onRenderHtml.tsx). templates.ts, every template at once, is the tests'.
 */
import type { TemplateModule } from './TemplateModule.ts';

const modules = import.meta.glob<{ default: TemplateModule }>('../../templates/*/index.ts');

export async function loadTemplate(name: string): Promise<TemplateModule> {
  const load = modules[`../../templates/${name}/index.ts`];
  if (!load) throw new Error(`No template "${name}"`);
  return (await load()).default;
}
