// How deeply a JSON value nests. The kit's checks of an answer, a report or a config walk it
// recursively (schemas, previews, copies): a value nested thousands deep would overflow the stack and
// end the kit as its own internal error. Nothing the protocol or a report holds nests past a few
// levels, so deeper input is refused up front as what it is: bad input, named, in one line.

/** Far beyond any value of the protocol or a report; far within what recursion over it survives. */
export const MAX_JSON_DEPTH = 256;

/** Whether `value` (parsed JSON, or an in-process host's answer) nests deeper than `max`. Iterative. */
export function nestsDeeperThan(value: unknown, max: number = MAX_JSON_DEPTH): boolean {
  const seen = new WeakSet<object>();
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [at, depth] = stack.pop()!;
    if (typeof at !== 'object' || at === null || seen.has(at)) continue;
    if (depth >= max) return true;
    seen.add(at);
    for (const child of Array.isArray(at) ? at : Object.values(at)) stack.push([child, depth + 1]);
  }
  return false;
}

/** The same for JSON text, without parsing it: brackets counted outside strings. */
export function textNestsDeeperThan(text: string, max: number = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92) i++; // backslash: the next character is escaped
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 91 || c === 123) {
      if (++depth > max) return true;
    } else if (c === 93 || c === 125) depth--;
  }
  return false;
}

export const tooDeepMessage = (max: number = MAX_JSON_DEPTH) => `nested deeper than ${max} levels`;
