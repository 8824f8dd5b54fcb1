/** What every templates/<name>/index.ts exports, and the props its Page gets. */
import type { ComponentType } from 'react';
import type { PageData } from '../../model/Site.ts';
import type { ResolvedText } from '../content/resolveText.ts';

export interface TemplateProps<P = Record<string, unknown>> {
  page: PageData;
  /** The campaign's params, already checked against the template's params.schema.json. */
  params: P;
  /** Page text in the render language (en fallback per field). */
  text: ResolvedText;
  /** Info-dialog text in the language the route's {id} picks (en fallback). */
  infoText: ResolvedText;
  /** Public URL of a file in campaigns/assets/. */
  asset: (path: string) => string;
}

export interface TemplateModule {
  Page: ComponentType<TemplateProps<any>>;
  /** The template's stylesheet, inlined into each page's <head>. */
  css: string;
}
