import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../../support/stack';
import { casesFor } from '../../support/fuzz/cases';
import { PUBLIC_POSTS, SIGNED_IN_POSTS, signedInCookie } from '../../support/fuzz/endpoints';
import { FUZZ_RUNS, fuzzContext, fuzzEndpoint, fuzzTimeout, surveyReport, type FuzzContext } from '../../support/fuzz/harness';

/**
 * Every POST of /api/front, fuzzed: form, JSON and multipart bodies, broken ones included. No
 * answer is a 5xx, every answer is the envelope, and a refusal stores and queues nothing. The
 * workers are not started, so every job an accepted case queues stays countable.
 */
let stack: Stack;
let anyone: FuzzContext;
let member: FuzzContext;

beforeAll(async () => {
  stack = await startStack({ workers: false });
  anyone = await fuzzContext(stack);
  member = await fuzzContext(stack, { cookie: await signedInCookie(stack) });
});

afterAll(async () => {
  if (process.env.FUZZ_SURVEY === '1') console.log(surveyReport());
  await anyone?.close();
  await member?.close();
  await stack?.close();
});

describe('fuzzed POSTs', () => {
  for (const endpoint of PUBLIC_POSTS) {
    it(
      `${endpoint.name}: ${FUZZ_RUNS} hostile requests, no 5xx, envelopes, the documented answers, nothing stored when refused`,
      { timeout: fuzzTimeout() },
      async () => {
        expect(await fuzzEndpoint(endpoint.name, anyone, casesFor(endpoint), { checkStored: true, endpoint })).toBe(FUZZ_RUNS);
      },
    );
  }
  for (const endpoint of SIGNED_IN_POSTS) {
    it(
      `${endpoint.name} (signed in): ${FUZZ_RUNS} hostile requests, no 5xx, envelopes, the documented answers, nothing stored when refused`,
      { timeout: fuzzTimeout() },
      async () => {
        expect(await fuzzEndpoint(endpoint.name, member, casesFor(endpoint), { checkStored: true, endpoint })).toBe(FUZZ_RUNS);
      },
    );
  }
});
