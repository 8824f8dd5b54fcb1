import { urlsToRender } from '../siteManifest.ts';

export default function onBeforePrerenderStart() {
  return urlsToRender();
}
