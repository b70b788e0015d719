export type ToastKind = 'error' | 'success' | 'info';

export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
}

const DURATION_MS = 6000;
let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const timers = new Map<number, number>();

function set(next: Toast[]) {
  toasts = next;
  listeners.forEach((listener) => listener());
}

function dismiss(id: number) {
  window.clearTimeout(timers.get(id));
  timers.delete(id);
  set(toasts.filter((t) => t.id !== id));
}

function show(kind: ToastKind, message: string): number {
  // The same message twice (several calls failing at once) shows once, with its timer restarted.
  const existing = toasts.find((t) => t.kind === kind && t.message === message);
  const id = existing?.id ?? nextId++;
  if (!existing) set([...toasts.slice(-3), { id, kind, message }]);
  window.clearTimeout(timers.get(id));
  timers.set(
    id,
    window.setTimeout(() => dismiss(id), DURATION_MS),
  );
  return id;
}

/** Small notices in a corner: API failures (docs/product.md §7) and confirmations. */
export const toast = {
  error: (message: string) => show('error', message),
  success: (message: string) => show('success', message),
  info: (message: string) => show('info', message),
  dismiss,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  snapshot: () => toasts,
};
