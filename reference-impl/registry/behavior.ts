// Behavior: what a tool described on the wire does when it runs (a declarative stand-in for execute),
// so every host language can build the same tool.

export type Behavior = { returns: unknown } | { throws: string } | { echo: true };

export const DEFAULT_BEHAVIOR: Behavior = { returns: null };

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Why `value` is not a Behavior, or undefined when it is one. The wording only ever reaches a bad-step message. */
export function behaviorProblem(value: unknown): string | undefined {
  if (!isPlainObject(value)) return 'must be an object: {"returns": …}, {"throws": "…"} or {"echo": true}';
  const keys = Object.keys(value);
  if (keys.length !== 1) return `must have exactly one of "returns", "throws", "echo", got ${JSON.stringify(keys)}`;
  if ('returns' in value) return undefined;
  if ('throws' in value) {
    if (typeof value.throws === 'string') return undefined;
    return '"throws" must be a string message';
  }
  if (value.echo === true) return undefined;
  return `must be {"returns": …}, {"throws": "…"} or {"echo": true}, got ${JSON.stringify(value)}`;
}

/** The execute function a Behavior stands for. A throwing behavior throws an Error with its message. */
export function executeOf(behavior: Behavior = DEFAULT_BEHAVIOR): (input: unknown) => unknown {
  if ('throws' in behavior) {
    const message = behavior.throws;
    return () => {
      throw new Error(message);
    };
  }
  if ('echo' in behavior) return (input) => input;
  const value = behavior.returns;
  // A fresh copy per call: a caller mutating one output cannot change the next.
  return () => structuredClone(value);
}
