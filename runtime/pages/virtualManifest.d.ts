declare module 'virtual:promo/manifest' {
  const manifest: import('../../model/Site.ts').RouteManifest;
  export default manifest;
}
