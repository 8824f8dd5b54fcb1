// Ladle's global wrapper: every story renders with the site's translations (English by default),
// as pages are rendered at build time. Dialog stories set up the runtime's own i18n inside.
import type { GlobalProvider } from '@ladle/react';
import { I18nextProvider } from 'react-i18next';
import { serverI18n } from '../runtime/i18n/serverI18n.ts';

export const Provider: GlobalProvider = ({ children }) => (
  <I18nextProvider i18n={serverI18n('en')}>{children}</I18nextProvider>
);
