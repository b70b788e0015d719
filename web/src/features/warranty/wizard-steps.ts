import type { Question } from './answers';

/** The six steps of docs/product.md §2: welcome, then one question each. */
export const STEPS: readonly (Question | 'welcome')[] = ['welcome', 'name', 'email', 'store', 'item', 'order_number'];
export const LAST_STEP = STEPS.length - 1;
