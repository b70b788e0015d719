import type { WarrantyRegisterFields } from '@voltline/contracts';
import { apiPostForm } from '../../lib/api';

export { useWarrantyPolicy } from '../../lib/warranty-policy';

/**
 * warranty/register: 608 609 614 615, 630 when the email is already a warranty user. `site` is the
 * site the person uses: the language of the confirmation email and the policy that applies.
 */
export function registerWarranty(fields: WarrantyRegisterFields & { site: string }): Promise<undefined> {
  const body: Record<string, string> = { name: fields.name, email: fields.email, order_number: fields.order_number, site: fields.site };
  if (fields.store) body.store = fields.store;
  if (fields.item) body.item = fields.item;
  return apiPostForm('/warranty/register', body);
}
