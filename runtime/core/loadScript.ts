/** Loads an external script once (hosts are on the page's CSP). */
const loaded = new Map<string, Promise<void>>();

export function loadScript(src: string, doc: Document = document): Promise<void> {
  let p = loaded.get(src);
  if (!p) {
    p = new Promise<void>((resolve, reject) => {
      const s = doc.createElement('script');
      s.src = src;
      s.async = true;
      s.onload = () => resolve();
      s.onerror = () => {
        loaded.delete(src);
        reject(new Error(`Could not load ${src}`));
      };
      doc.head.append(s);
    });
    loaded.set(src, p);
  }
  return p;
}
