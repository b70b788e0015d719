/** The postal address and phone of a US customer, as the contact form's address step posts them. */
export const US_ADDRESS = {
  address_line1: '12 Main Street',
  city: 'Springfield',
  state: 'IL',
  postal_code: '62701',
  phone: '+1 217 555 0100',
} as const;

/** A complete contact request about a defective product, as the form posts it; `overrides` change or add fields. */
export function supportFields(email: string, overrides: Record<string, string> = {}): Record<string, string> {
  return {
    subject: 'defective',
    name: 'Ann Smith',
    email,
    country: 'US',
    marketplace: 'US',
    order_id: '114-1629072-2441955',
    product_category: 'cable',
    product: 'USB-C to USB-C cable 2 m',
    within_30_days: 'yes',
    shipping_cost: 'no',
    ...US_ADDRESS,
    solution: 'reshipment',
    message: 'The cable stopped charging after two weeks.',
    site: 'us',
    ...overrides,
  };
}
