/** What every templates/<name>/index.ts exports, and the props its Page gets. */
import { createElement, type ComponentType } from 'react';
import type { PageData } from '../../model/Site.ts';
import type { ResolvedText } from '../content/resolveText.ts';

export interface TemplateProps<P> {
  page: PageData;
  /** The campaign's params, typed from the template's params.ts. */
  params: P;
  /** Page text in the render language (en fallback per field). */
  text: ResolvedText;
  /** Info-dialog text in the language the route's {id} picks (en fallback). */
  infoText: ResolvedText;
  /** Public URL of a file in campaigns/assets/. */
  asset: (path: string) => string;
}

/**
 * A template as the registry holds it, whatever its params: the page receives the campaign's params
 * as they come from the YAML, and `defineTemplate` hands them on typed.
 */
export interface TemplateModule {
  Page: ComponentType<TemplateProps<unknown>>;
  /** The template's stylesheet, inlined into each page's <head>. */
  css: string;
}

/**
 * Ties a template's Page to its params type (`Static<typeof XParams>` from its params.ts).
 * The params were checked against templates/<name>/params.schema.json when the campaign was checked
 * (`promo check` / `promo build` refuse a campaign that does not match), so the page may read them
 * as P without shipping the schema validator to the browser: this is the one place that says so.
 */
export function defineTemplate<P>(Page: ComponentType<TemplateProps<P>>, css: string): TemplateModule {
  const Checked = (props: TemplateProps<unknown>) => createElement(Page, { ...props, params: props.params as P });
  Checked.displayName = Page.displayName ?? Page.name;
  return { Page: Checked, css };
}
