import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isoWithOffset, zonedParts } from './iso-with-offset.js';

// Intl read directly, one formatToParts per instant: what zonedParts must always agree with.
function intlReading(epochMs: number, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    weekday: 'short',
    timeZoneName: 'longOffset',
  }).formatToParts(new Date(epochMs));
  const get = (type: string): string => parts.find((p) => p.type === type)?.value ?? '';
  const m = /GMT([+-])(\d{2}):(\d{2})/.exec(get('timeZoneName'));
  return {
    year: Number(get('year')),
    month: Number(get('month')),
    day: Number(get('day')),
    hour: Number(get('hour')),
    minute: Number(get('minute')),
    second: Number(get('second')),
    weekday: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(get('weekday')),
    offsetMinutes: m ? (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3])) : 0,
  };
}

const ZONES = [
  'America/Bogota',
  'America/New_York',
  'Europe/Madrid',
  'Australia/Lord_Howe', // 30-minute daylight saving shift
  'Asia/Kathmandu', // +05:45
  'Pacific/Chatham', // +12:45 / +13:45
  'Africa/Monrovia', // local mean time with seconds until 1972
  'UTC',
];

describe('zonedParts', () => {
  it('agrees with Intl for any instant and zone, across transitions and eras', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ZONES),
        fc.integer({ min: Date.UTC(-50, 0, 1), max: Date.UTC(2200, 0, 1) }),
        (zone, epochMs) => {
          expect(zonedParts(epochMs, zone)).toEqual(intlReading(epochMs, zone));
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('is right on both sides of a daylight saving transition, second by second', () => {
    // America/New_York sprang forward at 2026-03-08T07:00:00Z (02:00 EST → 03:00 EDT).
    const transition = Date.UTC(2026, 2, 8, 7, 0, 0);
    for (let s = -5; s <= 5; s++) {
      const t = transition + s * 1000;
      expect(zonedParts(t, 'America/New_York')).toEqual(intlReading(t, 'America/New_York'));
    }
    expect(isoWithOffset(transition - 1000, 'America/New_York')).toBe('2026-03-08T01:59:59-05:00');
    expect(isoWithOffset(transition, 'America/New_York')).toBe('2026-03-08T03:00:00-04:00');
  });
});
