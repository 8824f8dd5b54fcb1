import { createElement, Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { When } from './When.tsx';
import type { PageData } from '../../model/Site.ts';
import { intlLocale } from '../i18n/languages.ts';
import { formatDateInZone, zoneName, type DateStyle } from '../content/formatDateInZone.ts';
import { zonedEpoch } from '../../model/zonedTime.ts';

/** How a date of the schedule names its zone: not at all, "15 Nov 2026 IST" or "15 Nov 2026 (IST)". */
export type ZoneMark = 'none' | 'plain' | 'parens';

export interface CampaignDates {
  /** The schedule's IANA zone (UTC when the campaign names none) and the page language's Intl locale. */
  timeZone: string;
  locale: string;
  /** A moment in the schedule's zone and the page language. */
  format: (ms: number, style: DateStyle) => string;
  /** The zone's short name at a moment ("IST"). */
  zone: (ms: number) => string;
  /** A local date-time of the campaign ("2026-12-01T19:30") as epoch ms. */
  epoch: (local: string) => number;
  /** A moment of the schedule with the zone's name at the window's end, as the fine print writes it. */
  stamp: (ms: number, style: DateStyle, mark: ZoneMark) => string;
  /**
   * "Starts …" before the window, "Ends …" during it (passed through `around`, e.g. to add a
   * separator); null without a window or once it is over. A switching page gets both, by state.
   */
  note: (style: DateStyle, mark: ZoneMark, around?: (note: string) => ReactNode) => ReactNode;
}

/** Dates of a campaign's page: every template writes its schedule and fixtures through this. */
export function useCampaignDates(page: Pick<PageData, 'campaign' | 'status' | 'window' | 'switches'>): CampaignDates {
  const { t, i18n } = useTranslation();
  const locale = intlLocale(i18n.language);
  const timeZone = page.campaign.schedule?.timeZone ?? 'UTC';
  const w = page.window;
  const format = (ms: number, style: DateStyle) => formatDateInZone(ms, style, timeZone, locale);
  const stamp = (ms: number, style: DateStyle, mark: ZoneMark) => {
    if (mark === 'none' || !w) return format(ms, style);
    const name = zoneName(w.ends, timeZone);
    return mark === 'parens' ? `${format(ms, style)} (${name})` : `${format(ms, style)} ${name}`;
  };
  return {
    timeZone,
    locale,
    format,
    zone: (ms) => zoneName(ms, timeZone),
    epoch: (local) => zonedEpoch(local, timeZone),
    stamp,
    note: (style, mark, around = (s) => s) => {
      if (!w) return null;
      const starts = () => around(t('page.startsAt', { date: stamp(w.starts, style, mark) }));
      const ends = () => around(t('page.endsAt', { date: stamp(w.ends, style, mark) }));
      if (page.switches) {
        // createElement in a .ts file; When requires its children in props.
        return createElement(
          Fragment,
          null,
          // biome-ignore lint/correctness/noChildrenProp: see above.
          createElement(When, { page, is: ['scheduled'], children: starts() }),
          // biome-ignore lint/correctness/noChildrenProp: see above.
          createElement(When, { page, is: ['live'], children: ends() }),
        );
      }
      return page.status === 'scheduled' ? starts() : page.status === 'live' ? ends() : null;
    },
  };
}
