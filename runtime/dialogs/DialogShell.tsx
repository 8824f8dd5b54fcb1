/**
 * The one accessible dialog shell: role=dialog with a labelled title, focus moved in and trapped,
 * Escape and outside click close it (where the dialog allows), page scroll locked, focus restored
 * by closeDialog(). Widths come from the dialog; at 500 px and below it takes the full screen.
 */
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { closeDialog } from './dialog.ts';

const FOCUSABLE =
  'a[href],button:not([disabled]),input:not([disabled]):not([type="hidden"]),select:not([disabled]),textarea:not([disabled]),[tabindex]:not([tabindex="-1"])';

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

  useEffect(() => {
    const root = document.documentElement;
    const previous = root.style.overflow;
    root.style.overflow = 'hidden';
    // The first field, else the first action, else the dialog itself.
    const p = panel.current;
    const first =
      p?.querySelector<HTMLElement>('[autofocus]') ??
      p?.querySelector<HTMLElement>('input:not([type="hidden"]):not([disabled]),select,textarea') ??
      p?.querySelector<HTMLElement>('a[href],button:not(.dialog-close)') ??
      p;
    first?.focus();
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
    if (e.key !== 'Tab' || !panel.current) return;
    const items = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
      (el) => el.offsetParent !== null || el === document.activeElement,
    );
    if (!items.length) return;
    const first = items[0]!;
    const last = items[items.length - 1]!;
    if (e.shiftKey && document.activeElement === first) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first.focus();
    }
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
