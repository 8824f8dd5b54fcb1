/**
 * The error page (spec 2, 8): '404 Not Found' with the one wording 'This page could not be found' for
 * an unknown route, 'An error occurred' for any other status, and, when the error page itself cannot
 * be shown, 'An error occurred while showing the error page' with the details and a link home.
 */
import { describe, expect, it, vi } from 'vitest';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { PageContext } from 'vike/types';
import { serverI18n } from '../../runtime/i18n/serverI18n.ts';
import ErrorPage from '../../runtime/pages/_error/+Page.tsx';
import onRenderHtml from '../../runtime/pages/+onRenderHtml.tsx';
import { siteManifest } from '../../runtime/pages/siteManifest.ts';

// The manifest `promo build` hands the pages, from the real project.
vi.mock('virtual:promo/manifest', async () => {
  const { checkProject } = await import('../../cli/campaign/checkProject.ts');
  const { nodeFs } = await import('../../cli/campaign/ProjectFs.ts');
  const { planSite } = await import('../../cli/site/planSite.ts');
  const { REPO } = await import('../support/tempProject.ts');
  const { config, campaigns } = await checkProject({ root: REPO, fs: nodeFs });
  const manifest = planSite(
    config!,
    campaigns.map((c) => c.data),
    { env: 'development', at: Date.parse('2026-11-21T12:00:00Z') },
  );
  return { default: () => ({ manifest }) };
});

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
/** The document onRenderHtml writes for a page context (Vike's escapeInject template, joined). */
async function documentFor(context: Partial<PageContext>): Promise<string> {
  const { _template: t } = (await onRenderHtml(context as PageContext)) as unknown as {
    _template: { templateStrings: string[]; templateVariables: unknown[] };
  };
  const value = (v: unknown) => (v && typeof v === 'object' && '_escaped' in v ? String(v._escaped) : String(v));
  return t.templateStrings
    .map((s, i) => s + (i < t.templateVariables.length ? value(t.templateVariables[i]) : ''))
    .join('');
}

describe('the error page', () => {
  it('unknown routes: "404 Not Found" and the one wording "This page could not be found"', () => {
    const page = text(renderToStaticMarkup(createElement(ErrorPage, { is404: true, i18n: serverI18n('en') })));
    expect(page).toContain('404 Not Found');
    expect(page).toContain('This page could not be found');
    expect(page).not.toContain('An error occurred');
  });
  it('any other status: "An error occurred"', () => {
    const page = text(renderToStaticMarkup(createElement(ErrorPage, { is404: false, i18n: serverI18n('en') })));
    expect(page).toContain('An error occurred');
    expect(page).not.toContain('404 Not Found');
    expect(page).not.toContain('could not be found');
  });
  it('a failure while showing the error page: "An error occurred while showing the error page" with the details and a link home', async () => {
    const Broken: ComponentType = () => {
      throw new Error('no <translations> & no layout');
    };
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const html = await documentFor({ Page: Broken, is404: true });
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('rendering the error page failed: no <translations>'));
    errors.mockRestore();
    expect(html).toContain('<title>An error occurred while showing the error page</title>');
    expect(html).toContain('<h1>An error occurred while showing the error page</h1>');
    // The details, as text: never markup.
    expect(html).toContain('no &#60;translations&#62; &#38; no layout');
    expect(html).toMatch(/<a [^>]*href="\/new-promo\/"[^>]*>Home<\/a>/);
  });
  it('a campaign page that cannot render still fails the build, naming it', async () => {
    const Broken: ComponentType = () => {
      throw new Error('boom');
    };
    const data = siteManifest().pages['/cash-race/'];
    await expect(documentFor({ Page: Broken, data } as Partial<PageContext>)).rejects.toThrow(
      'rendering /cash-race/ (campaign cash-race, template tournament) failed: boom',
    );
  });
});
