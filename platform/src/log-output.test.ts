import { describe, expect, it } from 'vitest';
import { logTransport } from './log-output';

describe('log output', () => {
  it('writes JSON in production, even at a terminal and with LOG_PRETTY=1', () => {
    expect(logTransport({ nodeEnv: 'production', isTTY: true })).toBeUndefined();
    expect(logTransport({ nodeEnv: 'production', pretty: '1' })).toBeUndefined();
  });

  it('writes one readable line per entry at a development terminal, coloured', () => {
    expect(logTransport({ nodeEnv: 'development', isTTY: true })).toMatchObject({ target: 'pino-pretty', options: { singleLine: true, colorize: true } });
  });

  it('writes JSON to a pipe unless LOG_PRETTY=1 asks for lines (then without colours)', () => {
    expect(logTransport({ nodeEnv: 'development', isTTY: false })).toBeUndefined();
    expect(logTransport({ nodeEnv: 'test', pretty: '1' })).toMatchObject({ target: 'pino-pretty', options: { colorize: false } });
    expect(logTransport({ nodeEnv: 'development', isTTY: true, pretty: '0' })).toBeUndefined();
  });
});
