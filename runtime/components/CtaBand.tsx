import type { ReactNode } from 'react';

/** The closing call to action of a page: a headline, a line under it, and the action. */
export interface CtaBandSlots {
  title: ReactNode;
  /** The muted line under the title; left out when empty. */
  text?: ReactNode;
  /** Replaces the frame's call-to-action button. */
  action?: ReactNode;
}

export function CtaBand({ title, text, action }: Required<Pick<CtaBandSlots, 'action'>> & CtaBandSlots) {
  return (
    <div className="cta-band">
      <p>
        <strong>{title}</strong>
        {text ? <span className="muted">{text}</span> : null}
      </p>
      {action}
    </div>
  );
}
