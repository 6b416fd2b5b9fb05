// "Trimmed" means ASCII whitespace only (spec/permits.md PERMIT-029, PERMIT-030), so hosts in every language agree:
// String.prototype.trim would also strip U+00A0, U+3000 and friends, which are ordinary characters here.

/** Space, tab, LF, VT, FF, CR. */
export function isAsciiWhitespace(code: number): boolean {
  return code === 0x20 || (code >= 0x09 && code <= 0x0d);
}

/** Index of the first non-whitespace code unit at or after `from` (or `end`). */
export function skipAsciiWhitespace(text: string, from: number, end: number = text.length): number {
  let i = from;
  while (i < end && isAsciiWhitespace(text.charCodeAt(i))) i++;
  return i;
}

/** Index just past the last non-whitespace code unit before `end`, not below `start`. */
export function trimAsciiWhitespaceEnd(text: string, start: number, end: number): number {
  let j = end;
  while (j > start && isAsciiWhitespace(text.charCodeAt(j - 1))) j--;
  return j;
}
