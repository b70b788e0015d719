import { describe, expect, it } from 'vitest';
import { TICKET_ALPHABET, TICKET_PATTERN } from '@voltline/contracts';
import { newTicket } from './ticket';

describe('ticket references', () => {
  it('are VL- and six characters without look-alikes', () => {
    for (const c of '01OILUV') expect(TICKET_ALPHABET).not.toContain(c);
    const tickets = Array.from({ length: 2_000 }, newTicket);
    for (const t of tickets) expect(t).toMatch(TICKET_PATTERN);
    // Random, not sequential: 2,000 draws from ~600 million hardly ever collide.
    expect(new Set(tickets).size).toBeGreaterThan(1_995);
  });
});
