import { searchString } from '../../lib/search-params';

/** `?form=quick` opens the newer short form (name, email, order number) instead of the wizard. */
export function formSearch(search: Record<string, unknown>): { form?: 'quick' } {
  return searchString(search, 'form') === 'quick' ? { form: 'quick' } : {};
}
