/** The wizard's steps, in order (docs/product.md §2); the confirmation follows the last one. */
export const STEPS = ['subject', 'personal', 'order', 'address', 'solution'] as const;
export type Step = (typeof STEPS)[number];
