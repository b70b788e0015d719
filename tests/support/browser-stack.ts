import { afterAll, beforeAll } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser';
import { startStack, type Stack, type StackOptions } from './stack';

/**
 * Registers, in the suite where it is called, a beforeAll that starts a stack and launches the
 * browser, and an afterAll that closes both. What it returns stands for the two: usable in hooks
 * registered after it and in tests, not while the file is being collected. A file's own beforeAll
 * (data to import, a page to open) runs after this one; its own afterAll runs before this one.
 */
export function browserStack(options: StackOptions = {}): { stack: Stack; browser: Browser } {
  const stack = late<Stack>('the stack');
  const browser = late<Browser>('the browser');
  beforeAll(async () => {
    stack.set(await startStack(options));
    browser.set(await launchBrowser());
  });
  afterAll(async () => {
    await browser.value?.close();
    await stack.value?.close();
  });
  return { stack: stack.handle, browser: browser.handle };
}

/**
 * A handle on an object made later (in a hook): reading a property reads the object's, so a test
 * writes `stack.baseUrl` as if it held the stack itself. Used before the object is there, it says so.
 */
function late<T extends object>(what: string): { handle: T; value: T | undefined; set(value: T): void } {
  const slot: { handle: T; value: T | undefined; set(value: T): void } = {
    value: undefined,
    set(value) {
      slot.value = value;
    },
    handle: new Proxy({} as T, {
      get(_, key) {
        const target = present();
        const member: unknown = Reflect.get(target, key, target);
        return typeof member === 'function' ? (member as (...args: unknown[]) => unknown).bind(target) : member;
      },
      set: (_, key, member) => Reflect.set(present(), key, member),
      has: (_, key) => Reflect.has(present(), key),
    }),
  };
  function present(): T {
    if (slot.value === undefined) throw new Error(`${what} is used before its beforeAll has started it (or after it failed to start)`);
    return slot.value;
  }
  return slot;
}
