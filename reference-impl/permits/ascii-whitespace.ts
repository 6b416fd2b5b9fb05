// "Trimmed" means ASCII whitespace only (spec/permits.md PERMIT-029, PERMIT-030), so hosts in every language agree:
// String.prototype.trim would also strip U+00A0, U+3000 and friends, which are ordinary characters here.

/** Space, tab, LF, VT, FF, CR. (Past either end of a string charCodeAt is NaN, which is none of them.) */
export function isAsciiWhitespace(code: number): boolean {
  return code === 0x20 || (code >= 0x09 && code <= 0x0d);
}

/** Index of the first non-whitespace code unit at or after `from`: the scan stops at the text's end. */
export function skipAsciiWhitespace(text: string, from: number): number {
  let i = from;
  while (isAsciiWhitespace(text.charCodeAt(i))) i++;
  return i;
}

/** Index just past the last non-whitespace code unit before `end`: the scan stops at the text's start. */
export function trimAsciiWhitespaceEnd(text: string, end: number): number {
  let j = end;
  while (isAsciiWhitespace(text.charCodeAt(j - 1))) j--;
  return j;
}
