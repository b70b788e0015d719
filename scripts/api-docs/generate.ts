import { fileURLToPath } from 'node:url';
import { loadOpenApiDocument } from './openapi-document';
import { renderApiReference } from './render-markdown';
import { statusCatalogue } from './status-catalogue';

/** Where the generated reference is committed. */
export const API_REFERENCE_FILE = fileURLToPath(new URL('../../docs/api.md', import.meta.url));

/** docs/api.md as the current route schemas and status catalogue make it. */
export async function generateApiReference(): Promise<string> {
  return renderApiReference(await loadOpenApiDocument(), statusCatalogue());
}
