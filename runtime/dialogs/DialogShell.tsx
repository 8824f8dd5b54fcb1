/**
 * The one accessible dialog shell: role=dialog with a labelled title, focus moved in and trapped,
 * Escape and outside click close it (where the dialog allows), page scroll locked, focus restored
 * by closeDialog(). Widths come from the dialog; at 500 px and below it takes the full screen.
 */
import { useEffect, useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { closeDialog } from './dialog.ts';
import { firstFocus, trapTab } from './dialogFocus.ts';
import { adoptStaticDialog } from './adoptStaticDialog.ts';

export interface DialogShellProps {
  title: ReactNode;
  width: number;
  children: ReactNode;
  closeOnOutside?: boolean;
  closeOnEscape?: boolean;
  className?: string;
  onClose?: () => void;
}

export function DialogShell({
  title,
  width,
  children,
  closeOnOutside = true,
  closeOnEscape = true,
  className = '',
  onClose = closeDialog,
}: DialogShellProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);

  const adopted = useRef(false);

  // The pre-rendered copy of this dialog the visitor may have been typing in (boot/staticDialog.ts) is taken
  // over before the first paint: what was typed, the focus and the pending tap carry over, then it goes.
  useLayoutEffect(() => {
    if (panel.current) adopted.current = adoptStaticDialog(panel.current);
  }, []);

  useEffect(() => {
    const root = document.documentElement;
    const previous = root.style.overflow;
    root.style.overflow = 'hidden';
    if (!adopted.current && panel.current) firstFocus(panel.current).focus();
    return () => {
      root.style.overflow = previous;
    };
  }, []);

  const onKeyDown = (e: React.KeyboardEvent) => {
    if (e.key === 'Escape' && closeOnEscape) {
      e.stopPropagation();
      onClose();
      return;
    }
    if (panel.current) trapTab(panel.current, e);
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a click outside the dialog closes it; keyboard users have Escape and the close button.
    <div
      className="dlg-backdrop"
      onMouseDown={(e) => {
        if (closeOnOutside && e.target === e.currentTarget) onClose();
      }}
    >
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={`dlg ${className}`}
        style={{ ['--dlg-width' as string]: `${width}px` }}
        onKeyDown={onKeyDown}
      >
        <div className="dlg-head">
          <h2 id={titleId}>{title}</h2>
          <button type="button" className="dialog-close" aria-label="Close" onClick={onClose}>
            ×
          </button>
        </div>
        <div className="dlg-body">{children}</div>
      </div>
    </div>
  );
}
