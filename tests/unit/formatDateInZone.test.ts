/**
 * The one time-zone-aware date formatter of the pages, and zonedEpoch, which must read a campaign's
 * local date-times exactly as the checker does (dayjs.tz in cli/campaign/rules.ts).
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatDateInZone, zoneName, dateTimeFormat } from '../../runtime/content/formatDateInZone.ts';
import { zonedEpoch } from '../../model/zonedTime.ts';
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';
import utc from 'dayjs/plugin/utc.js';
import timezone from 'dayjs/plugin/timezone.js';

dayjs.extend(customParseFormat);
dayjs.extend(utc);
dayjs.extend(timezone);
/** The reference reading: dayjs.tz, a well-kept library, as the oracle the one implementation is held to. */
const dayjsEpoch = (local: string, zone: string) =>
  dayjs.tz(local, local.length === 10 ? 'YYYY-MM-DD' : 'YYYY-MM-DDTHH:mm', zone).valueOf();

const ZONES = [
  'UTC',
  'Asia/Kolkata',
  'Asia/Dhaka',
  'America/Sao_Paulo',
  'Europe/London',
  'America/New_York',
  'Asia/Kathmandu',
  'Australia/Lord_Howe',
];

describe('formatDateInZone', () => {
  const at = Date.parse('2026-11-14T19:30:00Z'); // 15 Nov 2026, 01:00 in Kolkata

  it("writes the moment in the campaign zone, not the visitor's, in each style", () => {
    expect(formatDateInZone(at, 'day', 'Asia/Kolkata', 'en-GB')).toBe('15 Nov 2026');
    expect(formatDateInZone(at, 'longDay', 'Asia/Kolkata', 'en-GB')).toBe('15 November 2026');
    expect(formatDateInZone(at, 'dayTime', 'Asia/Kolkata', 'en-GB')).toBe('15 Nov 2026, 01:00');
    expect(formatDateInZone(at, 'weekdayTime', 'Asia/Kolkata', 'en-GB')).toBe('Sun, 15 Nov 2026, 01:00');
    expect(formatDateInZone(at, 'day', 'UTC', 'en-GB')).toBe('14 Nov 2026');
  });

  it('names the zone as Indian English does', () => {
    expect(zoneName(at, 'Asia/Kolkata')).toBe('IST');
    expect(zoneName(at, 'UTC')).toBe('UTC');
  });

  it('reads an unknown zone as UTC instead of failing the page', () => {
    expect(formatDateInZone(at, 'dayTime', 'Mars/Olympus', 'en-GB')).toBe(
      formatDateInZone(at, 'dayTime', 'UTC', 'en-GB'),
    );
  });

  it('creates one formatter per locale, zone and style', () => {
    expect(dateTimeFormat('hi-IN', 'Asia/Dhaka', 'day')).toBe(dateTimeFormat('hi-IN', 'Asia/Dhaka', 'day'));
    expect(dateTimeFormat('hi-IN', 'Asia/Dhaka', 'day')).not.toBe(dateTimeFormat('hi-IN', 'Asia/Dhaka', 'longDay'));
  });
});

describe('zonedEpoch', () => {
  it('reads dates and date-times in the zone', () => {
    expect(zonedEpoch('2024-06-02T00:30', 'Asia/Kolkata')).toBe(Date.parse('2024-06-01T19:00:00Z'));
    expect(zonedEpoch('2024-06-02', 'Asia/Kolkata')).toBe(Date.parse('2024-06-01T18:30:00Z'));
    expect(zonedEpoch('2024-06-02T00:30:15', 'UTC')).toBe(Date.parse('2024-06-02T00:30:15Z'));
  });

  it('reads a time a clock change skips or repeats with the offset before the change', () => {
    expect(zonedEpoch('2026-03-08T02:30', 'America/New_York')).toBe(Date.parse('2026-03-08T07:30:00Z')); // skipped: 02:30 EST
    expect(zonedEpoch('2026-11-01T01:30', 'America/New_York')).toBe(Date.parse('2026-11-01T05:30:00Z')); // repeated: the first, EDT
    expect(zonedEpoch('2004-11-02T00:00', 'America/Sao_Paulo')).toBe(Date.parse('2004-11-02T03:00:00Z'));
  });

  it('agrees with the checker (dayjs.tz) on any local date-time but a repeated one', () => {
    const pad = (n: number) => String(n).padStart(2, '0');
    const anyTime = fc
      .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2035-12-31T23:59:00Z'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 16));
    // Early hours of the months in which clocks change, where the zones skip and repeat times.
    const nearChange = fc
      .tuple(
        fc.integer({ min: 2000, max: 2035 }),
        fc.constantFrom(2, 3, 4, 9, 10, 11),
        fc.integer({ min: 1, max: 28 }),
        fc.integer({ min: 0, max: 3 }),
        fc.constantFrom(0, 15, 30, 45),
      )
      .map(([y, m, d, h, min]) => `${y}-${pad(m)}-${pad(d)}T${pad(h)}:${pad(min)}`);
    const local = fc.oneof(anyTime, nearChange);
    fc.assert(
      fc.property(local, fc.constantFrom(...ZONES), fc.boolean(), (value, zone, dateOnly) => {
        const text = dateOnly ? value.slice(0, 10) : value;
        const ours = zonedEpoch(text, zone);
        // dayjs reads a repeated hour by the offset of the day it runs on; every other time must match.
        const repeated = [ours + 3_600_000, ours + 1_800_000].some(
          (later) =>
            formatDateInZone(later, 'dayTime', zone, 'en-GB') === formatDateInZone(ours, 'dayTime', zone, 'en-GB'),
        );
        if (!repeated) expect(ours).toBe(dayjsEpoch(text, zone));
      }),
      { numRuns: 3000 },
    );
  });
});
