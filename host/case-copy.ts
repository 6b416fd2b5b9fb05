// The copy of a case an in-process host is given, so that nothing it does to its argument reaches the kit's
// own objects (a host over stdio gets a copy by the wire). Objects and arrays are copied; strings are
// shared, which is safe because they are immutable, and spares copying a megabyte permit for every host.
// Anything else is left to structuredClone, and so is the whole value when it is nested past MAX_DEPTH
// (deep, or a cycle): the copy accepts and refuses exactly what structuredClone does.

/** Far deeper than any case the kit builds, and well within the stack. */
const MAX_DEPTH = 1_000;

function isPlainObject(value: object): boolean {
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

const TOO_DEEP = Symbol('too deep');

function copyValue(value: unknown, depth: number): unknown {
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' || value === null || value === undefined) return value;
  if (typeof value !== 'object') return structuredClone(value);
  if (depth >= MAX_DEPTH) throw TOO_DEEP;
  if (Array.isArray(value)) return value.map((item: unknown) => copyValue(item, depth + 1));
  if (!isPlainObject(value)) return structuredClone(value);
  // fromEntries defines each key as an own property: a "__proto__" key stays a key, as JSON.parse reads it.
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, copyValue(item, depth + 1)]));
}

/** A copy of `value` sharing its strings; throws what structuredClone throws (a function, a symbol). */
export function copyCase<T>(value: T): T {
  try {
    return copyValue(value, 0) as T;
  } catch (error) {
    if (error === TOO_DEEP) return structuredClone(value);
    throw error;
  }
}
