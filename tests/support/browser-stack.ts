import { afterAll, beforeAll } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser';
import { late } from './late';
import { suiteStack, type Stack, type StackOptions } from './stack';

/**
 * A stack and a browser for the suite where this is called (suiteStack, and Chromium launched
 * after the stack started, closed before it closes). Both returned handles work in hooks
 * registered after this and in tests, not while the file is being collected.
 */
export function browserStack(options: StackOptions = {}): { stack: Stack; browser: Browser } {
  const stack = suiteStack(options);
  const browser = late<Browser>('the browser');
  beforeAll(async () => {
    browser.set(await launchBrowser());
  });
  afterAll(async () => {
    await browser.value?.close();
  });
  return { stack, browser: browser.handle };
}
