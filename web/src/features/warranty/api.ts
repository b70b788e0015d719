import { apiPostForm } from '../../lib/api';

export { useWarrantyPolicy } from '../../lib/warranty-policy';

/** The fields of warranty/register (docs/api.md): store and item are left out by the quick form. */
export interface WarrantyFields {
  name: string;
  email: string;
  store?: string;
  item?: string;
  order_number: string;
  /** The site the person uses: the language of the confirmation email and the policy that applies. */
  site: string;
}

/** warranty/register: 608 609 614 615, 630 when the email is already a warranty user. */
export function registerWarranty(fields: WarrantyFields): Promise<undefined> {
  const body: Record<string, string> = { name: fields.name, email: fields.email, order_number: fields.order_number, site: fields.site };
  if (fields.store) body.store = fields.store;
  if (fields.item) body.item = fields.item;
  return apiPostForm('/warranty/register', body);
}
