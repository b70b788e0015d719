import * as z from 'zod/mini';
import { optionalChoice } from '../../lib/search-params';

/** `?form=quick` opens the newer short form (name, email, order number) instead of the wizard. */
export const formSearch = z.object({ form: optionalChoice(['quick']) });
