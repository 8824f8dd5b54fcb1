/** The ids the pre-rendered dialog goes by: its `<template>` in the page, and the element it is shown in. */
export const STATIC_DIALOG_TEMPLATE = 'promo-dialog';
export const STATIC_DIALOG = 'promo-static-dialog';

/** Whether the boot script's copy is shown (never in a server render): the runtime's dialog will take it over. */
export const isStaticDialogShown = (): boolean =>
  typeof document !== 'undefined' &&
  typeof document.getElementById === 'function' &&
  !!document.getElementById(STATIC_DIALOG);
/** What the boot script writes on that element: the index of a button pressed before the runtime came… */
export const PENDING_BUTTON = 'pendingButton';
/** …and the page's overflow before it locked the scroll. */
export const SAVED_OVERFLOW = 'overflow';
/** On the template: the query parameter that may still set the sign-up's currency (boot/presetCurrency.ts). */
export const CURRENCY_QUERY_ATTRIBUTE = 'data-currency-query';
