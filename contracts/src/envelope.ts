import { z } from 'zod';
import { Status, type StatusCode } from './status';

export interface FieldError {
  field: string;
  message: string;
}

export interface SuccessEnvelope<T = unknown> {
  state: 1;
  status: number;
  message: string;
  data?: T;
}

export interface Envelope<T = unknown> {
  state: 0 | 1;
  status: number;
  message: string;
  data?: T;
}

/**
 * A business failure: answered as HTTP 200 (or the given HTTP status for 413/429/5xx) with
 * state 0 and a catalogue status. Thrown from services; turned into the envelope in one place.
 */
export class AppError extends Error {
  constructor(
    readonly status: StatusCode,
    readonly httpStatus = 200,
    /** Per field: a catalogue status, or `key`, a "section.key" of status.json with the field's own message. */
    readonly fields?: { field: string; status?: StatusCode; key?: string }[],
  ) {
    super(`status ${status}`);
    this.name = 'AppError';
  }
}

export const failureEnvelopeSchema = z.object({
  state: z.literal(0),
  status: z.number().int(),
  message: z.string(),
  data: z.object({ fields: z.array(z.object({ field: z.string(), message: z.string() })) }).optional(),
});

/**
 * Response schema of a route: its success envelope (with `data` described per route) or the
 * failure envelope, since business failures are HTTP 200 too.
 */
export function envelopeSchema<T extends z.ZodType>(data: T) {
  const success = z.object({
    state: z.literal(1),
    status: z.number().int(),
    message: z.string(),
    data: data.optional(),
  });
  return z.union([success, failureEnvelopeSchema]);
}

export { Status };
