import { describe, expect, it } from 'vitest';
import { say } from './say.js';
import { isoWithOffset, isValidTimeZone } from './iso-with-offset.js';
import { spanishNumber } from './spanish-numbers.js';

describe('say', () => {
  it('reads amounts in the tenant currency', () => {
    expect(say.money(89900, 'COP')).toBe('89.900 pesos');
    expect(say.money(1, 'COP')).toBe('1 peso');
    expect(say.money(12.5, 'USD')).toBe('12,50 dólares');
    expect(say.money(1500, 'MXN')).toBe('1.500 pesos mexicanos');
    expect(say.money(30, 'PEN')).toBe('30 soles');
    expect(say.money(9990.4, 'CLP')).toBe('9.990 pesos chilenos');
    expect(say.money(2500, 'ARS')).toBe('2.500 pesos argentinos');
    expect(say.money(20, 'EUR')).toBe('20 euros');
    expect(say.money(20, 'GBP')).toBe('20 GBP');
  });

  it('reads dates and times in the tenant time zone', () => {
    const instant = '2026-09-03T14:00:00Z';
    expect(say.date(instant, 'America/Bogota')).toBe('el jueves 3 de septiembre');
    expect(say.time(instant, 'America/Bogota')).toBe('a las nueve de la mañana');
    expect(say.time('2026-09-03T18:30:00Z', 'America/Bogota')).toBe('a la una y media de la tarde');
    expect(say.time('2026-09-03T17:00:00Z', 'America/Bogota')).toBe('a las doce del mediodía');
    expect(say.time('2026-09-04T01:45:00Z', 'America/Bogota')).toBe(
      'a las ocho y cuarenta y cinco de la noche',
    );
    expect(say.dateTime(instant, 'America/Bogota')).toBe(
      'el jueves 3 de septiembre a las nueve de la mañana',
    );
    // Late evening in Bogotá is already the next day in UTC: the date must follow the tenant zone.
    expect(say.date('2026-09-04T02:00:00Z', 'America/Bogota')).toBe('el jueves 3 de septiembre');
    expect(say.date(instant, 'America/Bogota', { year: true })).toBe('el jueves 3 de septiembre de 2026');
  });

  it('spells numbers', () => {
    expect(spanishNumber(89900)).toBe('ochenta y nueve mil novecientos');
    expect(spanishNumber(21000)).toBe('veintiún mil');
    expect(spanishNumber(1_250_000)).toBe('un millón doscientos cincuenta mil');
    expect(spanishNumber(100)).toBe('cien');
    expect(spanishNumber(101)).toBe('ciento uno');
    expect(spanishNumber(0)).toBe('cero');
    expect(spanishNumber(21_000_000)).toBe('veintiún millones');
  });
});

describe('isoWithOffset', () => {
  it('gives the zone offset at that instant, across daylight saving time', () => {
    expect(isoWithOffset('2026-09-03T14:00:00Z', 'America/Bogota')).toBe('2026-09-03T09:00:00-05:00');
    expect(isoWithOffset('2026-09-03T15:00:00Z', 'America/Mexico_City')).toBe('2026-09-03T09:00:00-06:00');
    // Chile: summer time (-03) in January, winter time (-04) in July.
    expect(isoWithOffset('2026-01-15T12:00:00Z', 'America/Santiago')).toBe('2026-01-15T09:00:00-03:00');
    expect(isoWithOffset('2026-07-15T13:00:00Z', 'America/Santiago')).toBe('2026-07-15T09:00:00-04:00');
    // Madrid: +01 in winter, +02 in summer.
    expect(isoWithOffset('2026-01-15T08:00:00Z', 'Europe/Madrid')).toBe('2026-01-15T09:00:00+01:00');
    expect(isoWithOffset('2026-07-15T07:00:00Z', 'Europe/Madrid')).toBe('2026-07-15T09:00:00+02:00');
    expect(isoWithOffset('2026-07-15T07:00:00Z', 'UTC')).toBe('2026-07-15T07:00:00+00:00');
  });

  it('round-trips to the same instant', () => {
    const instant = new Date('2026-03-29T00:59:59Z'); // one second before Madrid's spring change
    expect(new Date(isoWithOffset(instant, 'Europe/Madrid')).getTime()).toBe(instant.getTime());
  });

  it('refuses an unreadable instant or an unknown zone with a stable code', () => {
    expect(() => isoWithOffset('ayer', 'America/Bogota')).toThrow(
      expect.objectContaining({ code: 'TOOLKIT_INVALID_VALUE' }),
    );
    expect(() => say.date('2026-09-03T14:00:00Z', 'America/Medellin_Nope')).toThrow(
      expect.objectContaining({ code: 'TOOLKIT_INVALID_VALUE' }),
    );
  });

  it('knows valid zones', () => {
    expect(isValidTimeZone('America/Bogota')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
  });
});

describe('say in English', () => {
  const at9 = '2026-09-03T14:00:00Z';

  it('reads amounts as grouped digits and the currency name with its nationality', () => {
    expect(say.money(89900, 'COP', 'en')).toBe('89,900 Colombian pesos');
    expect(say.money(1, 'COP', 'en')).toBe('1 Colombian peso');
    expect(say.money(12.5, 'USD', 'en')).toBe('12.50 dollars');
    expect(say.money(1, 'USD', 'en')).toBe('1 dollar');
    expect(say.money(1500, 'MXN', 'en')).toBe('1,500 Mexican pesos');
    expect(say.money(9990.4, 'CLP', 'en')).toBe('9,990 Chilean pesos');
    expect(say.money(20, 'GBP', 'en')).toBe('20 GBP');
  });

  it('reads dates and times in the tenant time zone', () => {
    expect(say.date(at9, 'America/Bogota', 'en')).toBe('Thursday, September 3');
    expect(say.date('2026-09-04T02:00:00Z', 'America/Bogota', 'en')).toBe('Thursday, September 3');
    expect(say.date(at9, 'America/Bogota', { year: true, lang: 'en' })).toBe('Thursday, September 3, 2026');
    expect(say.time(at9, 'America/Bogota', 'en')).toBe('at nine in the morning');
    expect(say.time('2026-09-03T14:05:00Z', 'America/Bogota', 'en')).toBe('at nine oh five in the morning');
    expect(say.time('2026-09-03T18:30:00Z', 'America/Bogota', 'en')).toBe('at one thirty in the afternoon');
    expect(say.time('2026-09-03T17:00:00Z', 'America/Bogota', 'en')).toBe('at noon');
    expect(say.time('2026-09-04T05:00:00Z', 'America/Bogota', 'en')).toBe('at midnight');
    expect(say.time('2026-09-04T01:45:00Z', 'America/Bogota', 'en')).toBe(
      'at eight forty-five in the evening',
    );
    expect(say.dateTime(at9, 'America/Bogota', 'en')).toBe('Thursday, September 3 at nine in the morning');
  });

  it('refuses an unknown zone with the same stable code as in Spanish', () => {
    expect(() => say.date(at9, 'America/Medellin_Nope', 'en')).toThrow(
      expect.objectContaining({ code: 'TOOLKIT_INVALID_VALUE' }),
    );
  });

  it('spells numbers', () => {
    expect(say.number(89900, 'en')).toBe('eighty-nine thousand nine hundred');
    expect(spanishNumber(89900, 'en')).toBe('eighty-nine thousand nine hundred');
    expect(spanishNumber(1_250_000, 'en')).toBe('one million two hundred fifty thousand');
    expect(spanishNumber(115, 'en')).toBe('one hundred fifteen');
    expect(spanishNumber(21, 'en')).toBe('twenty-one');
    expect(spanishNumber(0, 'en')).toBe('zero');
    expect(spanishNumber(1.5, 'en')).toBe('1.5');
    // Spanish stays the default.
    expect(say.number(89900)).toBe('ochenta y nueve mil novecientos');
  });
});
