import { describe, expect, it } from 'vitest';
import { wrapTitle } from './og-card';

describe('share image titles', () => {
  it('breaks between words and ends a title too long for three lines with an ellipsis', () => {
    const lines = wrapTitle('Road trip ready: choosing a car charger that keeps every phone in the car alive for the whole week', 10, 3);
    expect(lines).toHaveLength(3);
    expect(lines[0]).toBe('Road trip ready:');
    expect(lines[2]!.endsWith('…')).toBe(true);
    expect(lines.join(' ')).not.toMatch(/\s{2}/);
  });

  it('breaks Japanese between characters but never before 、 。 or ー', () => {
    const lines = wrapTitle('急速充電対応のロングケーブル、編組タイプ。二メートル', 5, 6);
    expect(lines.length).toBeGreaterThan(2);
    for (const line of lines) expect(line).not.toMatch(/^[、。ー]/);
    expect(lines.join('')).toBe('急速充電対応のロングケーブル、編組タイプ。二メートル');
  });

  it('keeps a short title on one line', () => {
    expect(wrapTitle('VL-CC100', 10, 3)).toEqual(['VL-CC100']);
  });
});
