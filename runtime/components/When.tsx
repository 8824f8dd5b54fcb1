import type { ReactNode } from 'react';
import type { PageData, ScheduleStatus } from '../../model/Site.ts';
import { ENDED_STATES, OPEN_STATES } from '../../model/scheduleStates.ts';

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      /** A region shown only in some schedule states (base.css hides it by <html data-schedule>). */
      'promo-when': { 'data-when': string; children?: ReactNode };
    }
  }
}

export type WhenPage = Pick<PageData, 'status' | 'switches'>;

/**
 * A part of the page that belongs to some schedule states. On a page that switches in the browser
 * (`page.switches`) it is always rendered, inside <promo-when data-when="…"> (display: contents), and
 * CSS shows it only while <html data-schedule> is one of them; elsewhere it renders only in the
 * page's own state, as before.
 */
export function When({ page, is, children }: { page: WhenPage; is: readonly ScheduleStatus[]; children: ReactNode }) {
  if (children === null || children === undefined || children === false || children === '') return null;
  if (!page.switches) return is.includes(page.status) ? <>{children}</> : null;
  const states = is.filter((s) => s !== 'always');
  return states.length ? <promo-when data-when={states.join(' ')}>{children}</promo-when> : null;
}

/** `ended` once the promotion is over, `open` before that (or on a page without a schedule). */
export function EndedOr({ page, ended, open }: { page: WhenPage; ended: ReactNode; open: ReactNode }) {
  return (
    <>
      <When page={page} is={ENDED_STATES}>
        {ended}
      </When>
      <When page={page} is={OPEN_STATES}>
        {open}
      </When>
    </>
  );
}
