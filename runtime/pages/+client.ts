// Loaded by every pre-rendered page (Vike "client" file): the small boot script, no React.
import { boot, readBootData } from '../boot/boot.ts';
import { devPageUpdates } from '../boot/devPageUpdates.ts';

boot();
// `promo dev` only (built pages have no import.meta.hot, and this goes): a save updates the page in place.
if (import.meta.hot) {
  const data = readBootData();
  if (data) devPageUpdates(import.meta.hot, data);
}
