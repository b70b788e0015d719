import { describe, expect, it } from 'vitest';
import { contactRuleProblems, contactSchemaFor, contactEnquiryRequest, contactSupportRequest, daysBetween, isLateDeliveryReport } from './contact';

describe('contact contract', () => {
  it('checks an enquiry (general, influencer, wholesale) without order fields, a support subject with them', () => {
    expect(contactSchemaFor('Wholesale')).toBe(contactEnquiryRequest);
    expect(contactSchemaFor('delivery')).toBe(contactSupportRequest);
    expect(contactSchemaFor(undefined)).toBe(contactSupportRequest);
    const enquiry = contactEnquiryRequest.safeParse({ subject: 'influencer', name: 'Camille', email: 'C@Example.com', country: 'FR', message: 'Hello' });
    expect(enquiry.success && enquiry.data.email).toBe('c@example.com');
  });

  it('reads yes/no as the old client sends it, and says which question was not answered', () => {
    expect(contactSupportRequest.shape.within_30_days.parse('yes')).toBe(true);
    expect(contactSupportRequest.shape.within_30_days.parse('0')).toBe(false);
    const missing = contactSupportRequest.shape.shipping_cost.safeParse('');
    expect(missing.error?.issues[0]?.message).toBe('contact.shipping_cost');
  });

  it('normalizes the marketplace and the phone stand', () => {
    expect(contactSupportRequest.shape.marketplace.parse(' de ')).toBe('DE');
    expect(contactSupportRequest.shape.product_category.parse('Phone stand')).toBe('stand');
  });

  it('applies the 14-day rule to delivery problems only', () => {
    const today = '2026-11-23';
    expect(daysBetween('2026-11-09', today)).toBe(14);
    expect(isLateDeliveryReport('2026-11-09', today)).toBe(false);
    expect(isLateDeliveryReport('2026-11-08', today)).toBe(true);
    expect(contactRuleProblems({ subject: 'defective', solution: 'refund' }, today)).toEqual([]);
    expect(contactRuleProblems({ subject: 'delivery', solution: 'refund' }, today)).toEqual([{ field: 'delivered_on', problem: 'contact.delivered_on' }]);
    expect(contactRuleProblems({ subject: 'delivery', delivered_on: '2026-11-30' }, today)).toEqual([
      { field: 'delivered_on', problem: 'contact.delivered_on_future' },
    ]);
    expect(contactRuleProblems({ subject: 'delivery', delivered_on: '2026-11-01', solution: 'refund' }, today)).toEqual([
      { field: 'solution', problem: 'contact.late_delivery' },
    ]);
    expect(contactRuleProblems({ subject: 'delivery', delivered_on: '2026-11-01', solution: 'contact_marketplace' }, today)).toEqual([]);
    // A visitor a day behind UTC: the server allows one day of grace.
    expect(contactRuleProblems({ subject: 'delivery', delivered_on: '2026-11-08', solution: 'refund' }, today, 1)).toEqual([]);
  });

  it('takes a phone of 5 to 31 digits, spaces and + - ( ) . and an order id of 4 to 40 letters, digits and hyphens, not one more or less', () => {
    // docs/product.md §5, written here as the product states it.
    const phone = (value: string) => contactSupportRequest.shape.phone.safeParse(value).success;
    expect(phone('12345')).toBe(true);
    expect(phone('1234')).toBe(false);
    expect(phone('+(1) 2.3-4 5')).toBe(true);
    expect(phone('1'.repeat(31))).toBe(true);
    expect(phone('1'.repeat(32))).toBe(false);
    expect(phone('12345x')).toBe(false);
    const orderId = (value: string) => contactSupportRequest.shape.order_id.safeParse(value).success;
    expect(orderId('A1-2')).toBe(true);
    expect(orderId('A12')).toBe(false);
    expect(orderId(`A${'1'.repeat(39)}`)).toBe(true);
    expect(orderId(`A${'1'.repeat(40)}`)).toBe(false);
    expect(orderId('114_1629072')).toBe(false);
  });
});
