import { apiPostForm } from '../../lib/api';

/**
 * tester/register (docs/api.md, "tester"), form-encoded like every call of the old client. Multiple
 * choices travel comma-separated (the contract accepts that, repeated keys and `name[]` keys).
 */
export function registerTester(fields: Record<string, string>): Promise<undefined> {
  return apiPostForm('/tester/register', fields);
}

/**
 * The email of the registration just made in this tab, for the result pages to name it. Kept in
 * memory only: an address does not belong in the URL, and a reload shows the general text.
 */
let lastEmail: string | null = null;

export function rememberTesterEmail(email: string): void {
  lastEmail = email;
}

export function lastTesterEmail(): string | null {
  return lastEmail;
}
