/** A handle on an object made later (in a beforeAll), and the slot the hook fills. */
export interface Late<T extends object> {
  /** Stands for the object: reading a property reads the object's, so a test writes `stack.baseUrl` as if it held the stack itself. */
  readonly handle: T;
  /** The object, once made (undefined before, or when making it failed). */
  readonly value: T | undefined;
  set(value: T): void;
}

/** A handle used before its object is there says so, naming it by `what`. */
export function late<T extends object>(what: string): Late<T> {
  let value: T | undefined;
  const present = (): T => {
    if (value === undefined) throw new Error(`${what} is used before its beforeAll has made it (or after that failed)`);
    return value;
  };
  const handle = new Proxy({} as T, {
    get(_, key) {
      const target = present();
      const member: unknown = Reflect.get(target, key, target);
      // Methods run on the object itself (private state, `this`), not on the handle.
      return typeof member === 'function' ? (member as (...args: unknown[]) => unknown).bind(target) : member;
    },
    set: (_, key, member) => Reflect.set(present(), key, member),
    has: (_, key) => Reflect.has(present(), key),
  });
  return {
    handle,
    get value() {
      return value;
    },
    set(made) {
      value = made;
    },
  };
}
