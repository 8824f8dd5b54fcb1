import { siteManifest } from '../siteManifest.ts';

export default function onBeforePrerenderStart() {
  return Object.keys(siteManifest().pages);
}
