/** The decorative side panel of the wide dialogs (desktop only): CSS and inline SVG, no image requests. */
import type { ArtKind } from './variants.ts';

const GLYPH: Record<ArtKind, string> = {
  // Simple line icons (24×24 grid), drawn large.
  aviator: 'M2 16l20-8-3 9-6-2-3 5-1-6-7 2z',
  crash:
    'M12 2c3 2 5 6 5 10l-2 3H9l-2-3c0-4 2-8 5-10zm0 6.5a1.5 1.5 0 100 3 1.5 1.5 0 000-3zM9 15l-2 4 3-1m5-3l2 4-3-1m-3 0v4',
  wheel: 'M12 3a9 9 0 100 18 9 9 0 000-18zm0 0v18M3 12h18M5.6 5.6l12.8 12.8M18.4 5.6L5.6 18.4',
  fortune: 'M12 21s-7-4.5-7-10a4 4 0 017-2.6A4 4 0 0119 11c0 5.5-7 10-7 10z',
  live: 'M4 5h16v11H4zM8 20h8M12 16v4',
  gift: 'M3 9h18v4H3zM5 13h14v8H5zM12 9v12M12 9c-2-4-7-4-6-1 1 2 6 1 6 1zm0 0c2-4 7-4 6-1-1 2-6 1-6 1z',
  'welcome-back': 'M12 3l2.6 5.6 6.1.7-4.5 4.2 1.2 6L12 16.6 6.6 19.5l1.2-6L3.3 9.3l6.1-.7z',
};

export function DialogArt({ kind, caption, text }: { kind: ArtKind; caption?: string; text?: string }) {
  return (
    <div className={`dlg-art art-${kind}`} aria-hidden={caption ? undefined : true}>
      <svg className="dlg-art-glyph" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d={GLYPH[kind]}
          fill="none"
          stroke="currentColor"
          strokeWidth="1.4"
          strokeLinejoin="round"
          strokeLinecap="round"
        />
      </svg>
      {caption && <strong>{caption}</strong>}
      {text && <span>{text}</span>}
    </div>
  );
}
