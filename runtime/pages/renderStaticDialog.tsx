/**
 * The pre-rendered dialog's render (staticDialog.ts decides whether there is one and asks its cache first): the
 * runtime's own sign-up or sign-in dialog with the page's strings, into an inert `<template id="promo-dialog">`
 * with the dialogs' CSS. Imported only when the cache has no copy, so a rebuild whose dialogs are all cached
 * loads none of the dialogs' modules.
 */
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import type { i18n } from 'i18next';
import type { BootData } from '../core/BootData.ts';
import type { ApiClient } from '../core/apiClient.ts';
import type { OpenDialog } from '../dialogs/dialogData.ts';
import { RuntimeProvider } from '../context/RuntimeContext.tsx';
import SignUpDialog from '../dialogs/SignUpDialog.tsx';
import SignInDialog from '../dialogs/SignInDialog.tsx';
import dialogsCss from '../dialogs/dialogs.css?inline';
import { CURRENCY_QUERY_ATTRIBUTE, STATIC_DIALOG_TEMPLATE } from '../dialogs/staticDialogIds.ts';
import { DEFAULT_CURRENCY_QUERY } from '../auth/forms/initialCurrency.ts';

/** The server render makes no request: an API call from it is a bug. */
const noApi = new Proxy({} as ApiClient, {
  get(_, key) {
    throw new Error(`the pre-rendered dialog called the API (${String(key)}) while rendering`);
  },
});

/** The `<template>` of a sign-up or sign-in dialog; `boot`: what the dialog may read of the page's boot data. */
export function renderStaticDialog(
  kind: string,
  target: Extract<OpenDialog, { name: 'sign-up' | 'sign-in' }>,
  boot: BootData,
  i18n: i18n,
): string {
  const context = { api: noApi, boot, language: () => boot.language };
  const dialog = target.name === 'sign-up' ? <SignUpDialog data={target.data} /> : <SignInDialog data={target.data} />;
  // Ids of its own: the page is rendered apart, and its useId ids start where these would (a label, or the title
  // the dialog is named by, would then point at the page's element).
  const html = renderToString(
    <RuntimeProvider value={context}>
      <I18nextProvider i18n={i18n}>{dialog}</I18nextProvider>
    </RuntimeProvider>,
    { identifierPrefix: 'promo-dialog-' },
  );
  // The query parameter that may still change the sign-up's currency on the visitor's address (boot/presetCurrency.ts).
  const { currencyQuery, currencyWins } = boot.features;
  const currencyFromQuery =
    target.name === 'sign-up' && (!target.data.currency || currencyWins === 'query')
      ? ` ${CURRENCY_QUERY_ATTRIBUTE}="${currencyQuery ?? DEFAULT_CURRENCY_QUERY}"`
      : '';
  return `<template id="${STATIC_DIALOG_TEMPLATE}" data-kind="${kind}"${currencyFromQuery}><style>${dialogsCss}</style>${html}</template>`;
}
