import { describe, expect, it } from 'vitest';
import { loginRequest, registerRequest, setPasswordRequest, updateInfoRequest } from './account';
import { issueProblem, issueStatus } from './problem';

/** What each issue carries: its catalogue status, else its field problem. */
const issues = (schema: { safeParse(input: unknown): { success: boolean; error?: { issues: { message: string }[] } } }, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? 'ok' : result.error!.issues.map((i) => issueStatus(i) ?? issueProblem(i) ?? i.message);
};

const valid = {
  email: ' Ann@Example.com ',
  password: 'abc123',
  confirm_password: 'abc123',
  username: 'ann',
  fullname: 'Ann Smith',
  country: 'DE',
  site: 'DE',
};

describe('register request (shared by the sign-up form and the API)', () => {
  it('accepts the form fields, normalises the email, and reads the unticked news box as absent', () => {
    const parsed = registerRequest.parse(valid);
    expect(parsed).toMatchObject({ email: 'ann@example.com', site: 'de', username: 'ann' });
    expect(parsed.news).toBeUndefined();
    expect(registerRequest.parse({ ...valid, news: 'on' }).news).toBe(true);
  });

  it('enforces the password rule: 6-16 letters or digits (617)', () => {
    for (const password of ['abc12', 'a'.repeat(17), 'abc 123', 'abc123!', 'pässw0rd', '']) {
      expect(issues(registerRequest, { ...valid, password, confirm_password: password }), password).toContain(617);
    }
    for (const password of ['abcdef', '123456', 'A1b2C3d4E5f6G7h8']) {
      expect(issues(registerRequest, { ...valid, password, confirm_password: password }), password).toBe('ok');
    }
    expect(issues(registerRequest, { ...valid, password: undefined })).toContain(617);
  });

  it('maps each other failure to its status', () => {
    expect(issues(registerRequest, { ...valid, confirm_password: 'abc124' })).toEqual([605]);
    expect(issues(registerRequest, { ...valid, confirm_password: undefined })).toContain(605);
    expect(issues(registerRequest, { ...valid, email: '' })).toEqual([608]);
    expect(issues(registerRequest, { ...valid, email: 'ann@' })).toEqual([609]);
    // Missing names are 614 with the field named (not a catalogue number).
    expect(issues(registerRequest, { ...valid, username: '  ' })).toEqual(['required']);
  });
});

describe('set_password and login requests', () => {
  it('checks token (611), rule (617) and confirmation (605)', () => {
    const token = 'x'.repeat(43);
    expect(issues(setPasswordRequest, { token, password: 'newpass1', confirm_password: 'newpass1' })).toBe('ok');
    expect(issues(setPasswordRequest, { token: 'short', password: 'newpass1', confirm_password: 'newpass1' })).toEqual([611]);
    expect(issues(setPasswordRequest, { token, password: 'new', confirm_password: 'new' })).toContain(617);
    expect(issues(setPasswordRequest, { token, password: 'newpass1', confirm_password: 'newpass2' })).toEqual([605]);
  });

  it('login needs an email and a password, and never applies the password rule', () => {
    expect(issues(loginRequest, { email: 'a@b.co', password: 'x' })).toBe('ok');
    expect(issues(loginRequest, { email: 'a@b.co', password: '' })).toEqual(['required']);
    expect(issues(loginRequest, { password: 'abc123' })).toEqual([608]);
  });

  it('update_info changes only what is sent, and refuses empty names', () => {
    expect(updateInfoRequest.parse({ news: '0' })).toEqual({ news: false });
    expect(issues(updateInfoRequest, { fullname: '' })).toEqual(['required']);
  });
});
