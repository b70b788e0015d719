import { describe, expect, it } from 'vitest';
import { reviewSubmitRequest } from '@voltline/contracts';
import { CODE_ALPHABET, CODE_LENGTH, newCouponCode } from './coupon-code';
import { couponPercent, productKey, surveyAnswered } from './coupon-rules';

const survey = {
  reason: 'function',
  colour: 'black',
  compared_brands: 'Anker, Belkin',
  better_than_others: 'yes',
  problems: 'no',
  opinion: 'Sturdy and charges fast.',
};

const parse = (fields: Record<string, string>) => reviewSubmitRequest.parse({ email: 'ann@example.com', product: 'VL-C100', ...fields });

describe('coupon percent', () => {
  it('is 10 by default and when the survey is declined, even with answers sent', () => {
    expect(couponPercent(parse({}))).toBe(10);
    expect(couponPercent(parse({ choice: '10' }))).toBe(10);
    expect(couponPercent(parse({ choice: '10', ...survey, stars: '5', submitted_to_marketplace: 'yes' }))).toBe(10);
  });

  it('is 30 for the answered survey, whatever the stars and whether a marketplace review was posted', () => {
    const percents = new Set<number>();
    for (const stars of ['1', '2', '3', '4', '5']) {
      for (const submitted of ['yes', 'no']) {
        percents.add(couponPercent(parse({ choice: '30', ...survey, stars, submitted_to_marketplace: submitted })));
      }
    }
    expect([...percents]).toEqual([30]);
  });

  it('does not give 30 for a survey with questions left out', () => {
    const answers = {
      reason: 'price' as const,
      colour: 'white' as const,
      better_than_others: true,
      problems: false,
      stars: 4,
      opinion: 'ok',
      submitted_to_marketplace: false,
    };
    expect(couponPercent({ choice: 30, ...answers })).toBe(30);
    expect(couponPercent({ choice: 30, ...answers, stars: undefined })).toBe(10);
    expect(surveyAnswered({ ...answers, submitted_to_marketplace: undefined })).toBe(false);
    // "No problems" and one star are answers like any other.
    expect(surveyAnswered({ ...answers, problems: false, stars: 1 })).toBe(true);
  });

  it('refuses choice 30 without the answers, naming each missing question', () => {
    const result = reviewSubmitRequest.safeParse({ email: 'ann@example.com', product: 'VL-C100', choice: '30', reason: 'brand' });
    expect(result.success).toBe(false);
    const fields = result.error!.issues.map((i) => i.path.join('.')).sort();
    expect(fields).toEqual(['better_than_others', 'colour', 'opinion', 'problems', 'stars', 'submitted_to_marketplace']);
  });

  it('refuses stars outside 1 to 5 and a choice other than 10 or 30', () => {
    expect(reviewSubmitRequest.safeParse({ email: 'a@example.com', product: 'VL-C100', stars: '6' }).success).toBe(false);
    expect(reviewSubmitRequest.safeParse({ email: 'a@example.com', product: 'VL-C100', choice: '50' }).success).toBe(false);
  });

  it('treats one product model the same whatever its case and spacing', () => {
    expect(productKey('  VL-C100   Braided ')).toBe(productKey('vl-c100 braided'));
    expect(productKey('VL-C100')).not.toBe(productKey('VL-C200'));
  });
});

describe('coupon codes', () => {
  it('use no look-alike characters', () => {
    for (const c of ['0', 'O', '1', 'I', 'L']) expect(CODE_ALPHABET).not.toContain(c);
    expect(new Set(CODE_ALPHABET).size).toBe(CODE_ALPHABET.length);
  });

  it('are groups of four symbols of the alphabet', () => {
    for (let i = 0; i < 200; i++) {
      const code = newCouponCode();
      expect(code).toMatch(/^[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/);
      expect(code.replace(/-/g, '')).toHaveLength(CODE_LENGTH);
    }
  });

  it('are random: 2,000 draws give 2,000 codes, and every symbol is used', () => {
    const codes = new Set(Array.from({ length: 2_000 }, () => newCouponCode()));
    expect(codes.size).toBe(2_000);
    const used = new Set([...codes].join('').replace(/-/g, ''));
    expect(used.size).toBe(CODE_ALPHABET.length);
  });
});
