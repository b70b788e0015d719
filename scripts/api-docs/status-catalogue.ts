import { Status } from '@voltline/contracts';
import { resources } from '@voltline/locales';

export interface CatalogueEntry {
  status: number;
  /** The key of `Status` in contracts/src/status.ts: what the code calls it. */
  name: string;
  /** The us message of locales/us/status.json (the other eight languages hold the same keys). */
  message: string;
}

/**
 * The status catalogue as the code holds it: the numbers of contracts/src/status.ts with their
 * us texts, in numeric order.
 */
export function statusCatalogue(): CatalogueEntry[] {
  const texts = resources.us.status as Record<string, unknown>;
  return Object.entries(Status)
    .map(([name, status]) => {
      const message = texts[String(status)];
      if (typeof message !== 'string') throw new Error(`locales/us/status.json has no text for status ${status} (${name})`);
      return { status, name, message };
    })
    .sort((a, b) => a.status - b.status);
}
