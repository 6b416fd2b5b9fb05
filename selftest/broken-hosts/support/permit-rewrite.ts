// Shared by mutants that rewrite a permit string before the reference evaluates it (each mutant changes
// one rule; this only splits `kind(inner)` so the mutant can change the inner part or the kind).

/** `[kind, inner]` of `kind(inner)` (first "(" and the final ")"), or undefined for any other shape. */
export function splitPermit(text: unknown): [string, string] | undefined {
  if (typeof text !== 'string' || !text.endsWith(')')) return undefined;
  const open = text.indexOf('(');
  return open < 0 ? undefined : [text.slice(0, open), text.slice(open + 1, -1)];
}

/** Evaluates a list after rewriting each permit; anything but an array is left as it is. */
export function rewritten(permits: readonly string[], rewrite: (permit: string) => string): readonly string[] {
  return Array.isArray(permits) ? permits.map((p) => (typeof p === 'string' ? rewrite(p) : p)) : permits;
}
