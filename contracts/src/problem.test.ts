import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { config } from 'zod/v4/core';
import { Status } from './status';
import { issueProblem, issueStatus, problem, problemIssue } from './problem';
import { emailField } from './fields';

/** What the api's error handler and the forms read of each issue: its status or field problem, and its words. */
const read = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } | undefined }) =>
  (result.error?.issues ?? []).map((i) => ({ path: i.path.join('.'), status: issueStatus(i), problem: issueProblem(i), message: i.message }));

// zod decides whether an object compiles its validator when the schema is made: made in each test.
const makeForm = () =>
  z
    .object({
      email: z
        .string(problem(Status.emailRequired))
        .trim()
        .min(1, problem(Status.emailRequired, { abort: true }))
        .max(8, problem(Status.emailFormat))
        .regex(/@/, problem(Status.emailFormat)),
      id: z.coerce.number(problem(Status.idRequired)).positive(problem(Status.idRequired)),
      agreed: z.boolean(problem(Status.agreementRequired)),
      name: z
        .string(problem('required'))
        .max(4, problem('too_long'))
        .refine((v) => !v.includes('\u0000'), problem('unsafe_text')),
      password: z.string(),
      confirm: z.string(),
    })
    .refine((v) => v.password === v.confirm, problem(Status.passwordMismatch, { path: ['confirm'] }));

// The browser parses without compiled validators (zod-config.ts), the api with them: both must carry the parameters.
describe.each([
  ['compiled', false],
  ['jitless', true],
])('problem(): the issue of every kind of check carries its typed parameters (%s)', (_mode, jitless) => {
  afterEach(() => {
    config({ jitless: false });
  });

  it('the type, a length, a pattern, a number, a refinement and a refinement of the whole object', () => {
    config({ jitless });
    const form = makeForm();
    expect(read(form.safeParse({ password: 'a', confirm: 'a' }))).toEqual([
      { path: 'email', status: 608, problem: undefined, message: 'email required' },
      { path: 'id', status: 613, problem: undefined, message: 'id required' },
      { path: 'agreed', status: 618, problem: undefined, message: 'agreement required' },
      { path: 'name', status: undefined, problem: 'required', message: 'required' },
    ]);
    expect(read(form.safeParse({ email: ' ', id: '-2', agreed: true, name: 'Annabel', password: 'a', confirm: 'a' }))).toEqual([
      { path: 'email', status: 608, problem: undefined, message: 'email required' },
      { path: 'id', status: 613, problem: undefined, message: 'id required' },
      { path: 'name', status: undefined, problem: 'too_long', message: 'too long' },
    ]);
    expect(read(form.safeParse({ email: 'ann.example', id: '3', agreed: true, name: 'A\u0000', password: 'a', confirm: 'a' }))).toEqual([
      { path: 'email', status: 609, problem: undefined, message: 'email format' },
      { path: 'email', status: 609, problem: undefined, message: 'email format' },
      { path: 'name', status: undefined, problem: 'unsafe_text', message: 'unsafe text' },
    ]);
    expect(read(form.safeParse({ email: 'a@b', id: '3', agreed: true, name: 'Ann', password: 'a', confirm: 'b' }))).toEqual([
      { path: 'confirm', status: 605, problem: undefined, message: 'password mismatch' },
    ]);
  });
});

describe('problemIssue(): the same parameters on an issue a superRefine adds', () => {
  it('names the field and carries the problem', () => {
    const survey = z.object({ stars: z.string().optional() }).superRefine((value, ctx) => {
      if (value.stars === undefined) ctx.addIssue(problemIssue('required', ['stars']));
    });
    expect(read(survey.safeParse({}))).toEqual([{ path: 'stars', status: undefined, problem: 'required', message: 'required' }]);
  });
});

describe('issueStatus() and issueProblem()', () => {
  it('read the parameters of a contract field as the browser sees its issue', () => {
    const issue = emailField.safeParse('ann@').error!.issues[0]!;
    expect(issueStatus(issue)).toBe(Status.emailFormat);
    expect(issueProblem(issue)).toBeUndefined();
  });

  it('read what fastify-type-provider-zod keeps of an issue: the issue less its path, code and message', () => {
    expect(issueStatus({ origin: 'string', minimum: 1, params: { status: 608 } })).toBe(608);
    expect(issueProblem({ params: { problem: 'date' } })).toBe('date');
  });

  it('answer undefined for anything that is not a parameter of the contracts', () => {
    for (const issue of [
      undefined,
      {},
      { params: null },
      { params: 'x' },
      { params: { status: 999 } },
      { params: { status: '608' } },
      { params: { problem: 'too long' } },
      { params: { problem: 'constructor' } },
      { params: { problem: 'toString' } },
    ]) {
      expect(issueStatus(issue), JSON.stringify(issue)).toBeUndefined();
      expect(issueProblem(issue), JSON.stringify(issue)).toBeUndefined();
    }
    // A message is words for a person, never decoded.
    expect(issueStatus({ message: '608' })).toBeUndefined();
    expect(issueProblem({ message: 'required' })).toBeUndefined();
  });
});
