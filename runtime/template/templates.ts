/** Every template folder, found by file name: adding templates/<name>/index.ts is enough. */
import type { TemplateModule } from './TemplateModule.ts';

const modules = import.meta.glob<{ default: TemplateModule }>('../../templates/*/index.ts', { eager: true });

export const templates: Record<string, TemplateModule> = Object.fromEntries(
  Object.entries(modules).map(([path, m]) => [path.split('/').at(-2)!, m.default]),
);
