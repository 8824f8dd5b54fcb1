/**
 * Dates and times as a campaign's visitors read them: in the schedule's time zone (not the
 * visitor's), in the page language. The one place pages format a moment in a zone.
 *
 * Formatters are cached by locale, zone and style: a build renders thousands of pages and an
 * Intl.DateTimeFormat costs far more to create than to use. A zone Intl does not know (the checker
 * rejects them) reads as UTC.
 */

/** The ways a page writes a moment; examples in en-GB. */
const STYLES = {
  /** "15 Nov 2026" */
  day: { day: 'numeric', month: 'short', year: 'numeric' },
  /** "15 November 2026" */
  longDay: { day: 'numeric', month: 'long', year: 'numeric' },
  /** "15 Nov 2026, 00:00" */
  dayTime: { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
  /** "Sun, 15 Nov 2026, 00:00" */
  weekdayTime: {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  },
  /** The zone's short name ("IST", "GMT+5"), read from the parts. */
  zone: { timeZoneName: 'short' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

export type DateStyle = Exclude<keyof typeof STYLES, 'zone'>;

const cache = new Map<string, Intl.DateTimeFormat>();

/** The cached formatter of a style in a locale and zone. */
export function dateTimeFormat(locale: string, timeZone: string, style: keyof typeof STYLES): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone}|${style}`;
  let format = cache.get(key);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat(locale, { ...STYLES[style], timeZone });
    } catch (e) {
      if (!(e instanceof RangeError) || timeZone === 'UTC') throw e;
      format = dateTimeFormat(locale, 'UTC', style);
    }
    cache.set(key, format);
  }
  return format;
}

/** A moment (epoch ms) written in a style, in a zone, in an Intl locale (see runtime/i18n/languages.ts). */
export function formatDateInZone(ms: number, style: DateStyle, timeZone: string, locale: string): string {
  return dateTimeFormat(locale, timeZone, style).format(ms);
}

/** The zone's short name at a moment, as Indian English writes it ("IST"; "GMT+6" where there is none). */
export function zoneName(ms: number, timeZone: string): string {
  return (
    dateTimeFormat('en-IN', timeZone, 'zone')
      .formatToParts(ms)
      .find((p) => p.type === 'timeZoneName')?.value ?? timeZone
  );
}
