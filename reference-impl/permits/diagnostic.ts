// What a plugin author sees about a malformed permit: a stable code, a human reason, and a span.

/** Stable, kebab-case codes; tests and tools match on these, never on message text. */
export type DiagnosticCode =
  | 'empty-permit'
  | 'whitespace-outside'
  | 'missing-kind'
  | 'unknown-kind'
  | 'missing-open-paren'
  | 'nested-parenthesis'
  | 'missing-close-paren'
  | 'trailing-text'
  | 'pipe-in-permit'
  | 'empty-item'
  | 'empty-list'
  | 'unknown-role'
  | 'platform-arity';

export interface Diagnostic {
  readonly code: DiagnosticCode;
  /** Names the problem and where it is, e.g. `empty item at 8 in group(a,,b)`. */
  readonly message: string;
  /** [start, end) in UTF-16 code units of the permit string; start === end for "something is missing here". */
  readonly start: number;
  readonly end: number;
}

/** A short, printable rendering of an arbitrary (possibly huge) piece of user text. */
export function quote(text: string, max = 40): string {
  const clipped = text.length > max ? `${text.slice(0, max)}…` : text;
  return JSON.stringify(clipped);
}

/** The permit itself inside a message, clipped so a megabyte of input yields a readable line. */
export function clip(text: string, max = 60): string {
  const clipped = text.length > max ? `${text.slice(0, max)}…` : text;
  // Keep a diagnostic on one line: control characters are shown escaped (\n, \t, \u000b …).
  // eslint-disable-next-line no-control-regex
  return clipped.replace(/[\u0000-\u001f\u007f]/g, (c) => JSON.stringify(c).slice(1, -1));
}
