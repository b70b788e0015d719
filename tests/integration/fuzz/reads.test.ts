import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../../support/stack';
import { casesFor } from '../../support/fuzz/cases';
import { ANALYTICS_GETS, PUBLIC_GETS, SIGNED_IN_GETS, signedInCookie } from '../../support/fuzz/endpoints';
import { FUZZ_RUNS, fuzzContext, fuzzEndpoint, fuzzTimeout, surveyReport, type FuzzContext } from '../../support/fuzz/harness';

/**
 * Every GET with parameters, fuzzed through its query string (hostile values, wrong types,
 * repeated and extra keys, undecodable percent sequences): no 5xx, every /api/front answer and
 * every refusal an envelope. The analyst API is called with its valid bearer token.
 */
const ANALYTICS_TOKEN = 'fuzz-analytics-token-0123456789';

let stack: Stack;
let anyone: FuzzContext;
let member: FuzzContext;
let analyst: FuzzContext;

beforeAll(async () => {
  stack = await startStack({ workers: false, env: { ANALYTICS_TOKEN } });
  anyone = await fuzzContext(stack);
  member = await fuzzContext(stack, { cookie: await signedInCookie(stack) });
  analyst = await fuzzContext(stack, { authorization: `Bearer ${ANALYTICS_TOKEN}` });
});

afterAll(async () => {
  if (process.env.FUZZ_SURVEY === '1') console.log(surveyReport());
  await Promise.all([anyone?.close(), member?.close(), analyst?.close()]);
  await stack?.close();
});

describe('fuzzed GETs', () => {
  for (const endpoint of PUBLIC_GETS) {
    it(`${endpoint.name}: ${FUZZ_RUNS} hostile queries, no 5xx, envelopes, the documented answers`, { timeout: fuzzTimeout(60) }, async () => {
      expect(await fuzzEndpoint(endpoint.name, anyone, casesFor(endpoint), { endpoint })).toBe(FUZZ_RUNS);
    });
  }
  for (const endpoint of SIGNED_IN_GETS) {
    it(`${endpoint.name} (signed in): ${FUZZ_RUNS} hostile queries, no 5xx, envelopes, the documented answers`, { timeout: fuzzTimeout(60) }, async () => {
      expect(await fuzzEndpoint(endpoint.name, member, casesFor(endpoint), { endpoint })).toBe(FUZZ_RUNS);
    });
  }
  for (const endpoint of ANALYTICS_GETS) {
    it(
      `${endpoint.name} (analyst): ${FUZZ_RUNS} hostile queries, no 5xx, refusals as envelopes, the documented answers`,
      { timeout: fuzzTimeout(60) },
      async () => {
        expect(await fuzzEndpoint(endpoint.name, analyst, casesFor(endpoint), { endpoint })).toBe(FUZZ_RUNS);
      },
    );
  }
});
