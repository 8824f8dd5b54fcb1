import type { ReactNode } from 'react';
import { HeroPicture } from './HeroPicture.tsx';

/**
 * The hero's offer card: an optional image (else the drawing `art`), the label and a meta line,
 * then the figure and what goes under it (`children`).
 */
export function OfferCard({
  className,
  image,
  top,
  art,
  label,
  meta,
  children,
}: {
  className?: string;
  /** Public URL of the campaign's hero image; it replaces the drawing. */
  image?: string | undefined;
  /** Between the image and the head (a match's teams and kick-off). */
  top?: ReactNode;
  art?: ReactNode;
  label: ReactNode;
  meta?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={className ? `offer ${className}` : 'offer'}>
      {image && <HeroPicture src={image} />}
      {top}
      <div className="offer-head">
        {!image && art && <span className="offer-art">{art}</span>}
        <div>
          <p className="offer-label">{label}</p>
          {meta && <p className="offer-meta">{meta}</p>}
        </div>
      </div>
      {children}
    </div>
  );
}
