import type { ContactSubmitted } from '@voltline/contracts';
import { apiPostForm, apiPostMultipart } from '../../lib/api';

/**
 * contact/submit (docs/api.md): the wizard sends multipart (it may carry a photo); the enquiry form
 * is plain form-encoded. Both answer the ticket reference.
 */
export function submitContact(fields: Record<string, string>, image: File | null): Promise<ContactSubmitted> {
  if (!image) return apiPostForm<ContactSubmitted>('/contact/submit', fields);
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  // The file goes last: the fields (and the site, which picks the answer's language) are read first.
  body.append('image', image, image.name);
  return apiPostMultipart<ContactSubmitted>('/contact/submit', body);
}
