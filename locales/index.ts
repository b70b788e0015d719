// Every interface and email text, in the nine site languages. Web (UI) and workers (emails)
// both read these; `us` is the reference and a test checks every other language has its keys.

import us_common from './us/common.json' with { type: 'json' };
import us_status from './us/status.json' with { type: 'json' };
import us_email from './us/email.json' with { type: 'json' };
import de_common from './de/common.json' with { type: 'json' };
import de_status from './de/status.json' with { type: 'json' };
import de_email from './de/email.json' with { type: 'json' };
import es_common from './es/common.json' with { type: 'json' };
import es_status from './es/status.json' with { type: 'json' };
import es_email from './es/email.json' with { type: 'json' };
import fr_common from './fr/common.json' with { type: 'json' };
import fr_status from './fr/status.json' with { type: 'json' };
import fr_email from './fr/email.json' with { type: 'json' };
import it_common from './it/common.json' with { type: 'json' };
import it_status from './it/status.json' with { type: 'json' };
import it_email from './it/email.json' with { type: 'json' };
import jp_common from './jp/common.json' with { type: 'json' };
import jp_status from './jp/status.json' with { type: 'json' };
import jp_email from './jp/email.json' with { type: 'json' };
import nl_common from './nl/common.json' with { type: 'json' };
import nl_status from './nl/status.json' with { type: 'json' };
import nl_email from './nl/email.json' with { type: 'json' };
import pl_common from './pl/common.json' with { type: 'json' };
import pl_status from './pl/status.json' with { type: 'json' };
import pl_email from './pl/email.json' with { type: 'json' };
import se_common from './se/common.json' with { type: 'json' };
import se_status from './se/status.json' with { type: 'json' };
import se_email from './se/email.json' with { type: 'json' };

export * from './languages';

export const NAMESPACES = ['common', 'status', 'email'] as const;
export type Namespace = (typeof NAMESPACES)[number];

export const resources = {
  us: { common: us_common, status: us_status, email: us_email },
  de: { common: de_common, status: de_status, email: de_email },
  es: { common: es_common, status: es_status, email: es_email },
  fr: { common: fr_common, status: fr_status, email: fr_email },
  it: { common: it_common, status: it_status, email: it_email },
  jp: { common: jp_common, status: jp_status, email: jp_email },
  nl: { common: nl_common, status: nl_status, email: nl_email },
  pl: { common: pl_common, status: pl_status, email: pl_email },
  se: { common: se_common, status: se_status, email: se_email },
} as const;
