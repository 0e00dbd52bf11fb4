import { describe, expect, it } from 'vitest';
import { parseTimeOfDay } from './time-of-day';

describe('parseTimeOfDay', () => {
  it("reads the 24-hour clock with a colon, a dot (as Turkish writes it) or a comma (a Turkish phone's keypad)", () => {
    expect(parseTimeOfDay('14:30')).toBe('14:30');
    expect(parseTimeOfDay(' 14.30 ')).toBe('14:30');
    expect(parseTimeOfDay('14,30')).toBe('14:30');
    expect(parseTimeOfDay('9:05')).toBe('09:05');
    expect(parseTimeOfDay('00:00')).toBe('00:00');
    expect(parseTimeOfDay('23:59')).toBe('23:59');
  });

  it('reads the 12-hour clock with am or pm, minutes optional', () => {
    expect(parseTimeOfDay('2:30 pm')).toBe('14:30');
    expect(parseTimeOfDay('2:30PM')).toBe('14:30');
    expect(parseTimeOfDay('2 p.m.')).toBe('14:00');
    expect(parseTimeOfDay('12:15 am')).toBe('00:15');
    expect(parseTimeOfDay('12 pm')).toBe('12:00');
  });

  it('refuses what is not a time of day', () => {
    for (const text of ['', '14', '24:00', '12:60', '1430', '2:3', '13 pm', '0:30 am', 'noon', '14:30:00'])
      expect(parseTimeOfDay(text), text).toBeNull();
  });
});
