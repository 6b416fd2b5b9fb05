// The copy of a case an in-process host is given, so that nothing it does to its argument reaches the kit's
// own objects (a host over stdio gets a copy by the wire). Objects and arrays are copied; strings are
// shared, which is safe because they are immutable, and spares copying a megabyte permit for every host.

/** Deeper than any case the kit builds; past it the value is taken for a cycle. */
const MAX_DEPTH = 1_000;

export class NotPlainJsonError extends Error {}

function copyValue(value: unknown, depth: number): unknown {
  if (typeof value === 'function' || typeof value === 'symbol') throw new NotPlainJsonError(`a ${typeof value} is not JSON`);
  if (typeof value !== 'object' || value === null) return value;
  if (depth >= MAX_DEPTH) throw new NotPlainJsonError(`nested deeper than ${MAX_DEPTH} levels (a cycle?)`);
  if (Array.isArray(value)) return value.map((item: unknown) => copyValue(item, depth + 1));
  // fromEntries defines each key as an own property: a "__proto__" key stays a key, as JSON.parse reads it.
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, copyValue(item, depth + 1)]));
}

/** A copy of a plain JSON value sharing its strings; throws NotPlainJsonError for what JSON cannot carry. */
export function copyCase<T>(value: T): T {
  return copyValue(value, 0) as T;
}
