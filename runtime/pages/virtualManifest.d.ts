declare module 'virtual:promo/manifest' {
  const current: () => {
    manifest: import('../../model/Site.ts').RouteManifest;
    render?: string[];
    devApi?: string;
    dialogs?: import('./staticDialog.ts').DialogCache;
  };
  export default current;
}
