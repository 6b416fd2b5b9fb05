// Lint: what a host reports when a tool is defined with permits (PERMIT-020), and a caret display of it.
import type { Diagnostic } from './diagnostic.js';
import { parsePermit } from './parse.js';

export interface LintResult {
  /** True exactly when the permit is well-formed (the evaluator would not deny it for its form). */
  readonly valid: boolean;
  readonly diagnostics: readonly Diagnostic[];
}

export function lintPermit(text: string): LintResult {
  const { ok, diagnostics } = parsePermit(text);
  return { valid: ok, diagnostics };
}

/** Columns of context shown on each side of a diagnostic in a long permit. */
const CONTEXT_BEFORE = 30;
const CONTEXT_AFTER = 40;

/** One display column per code unit: control characters (tabs, newlines) would break caret alignment. */
function printable(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    out += c < 0x20 || c === 0x7f ? ' ' : text.charAt(i);
  }
  return out;
}

function formatOne(text: string, d: Diagnostic): string {
  const start = Math.max(0, Math.min(d.start, text.length));
  const end = Math.max(start, Math.min(d.end, text.length));
  const from = Math.max(0, start - CONTEXT_BEFORE);
  const to = Math.min(text.length, Math.max(end, start + 1) + CONTEXT_AFTER);
  const prefix = from > 0 ? '…' : '';
  const suffix = to < text.length ? '…' : '';
  const shown = `${prefix}${printable(text.slice(from, to))}${suffix}`;
  // A long span is cut at the window's edge rather than running past the shown text.
  const width = Math.max(1, Math.min(end, to) - start);
  const caret = `${' '.repeat(prefix.length + start - from)}^${'~'.repeat(width - 1)}`;
  return `error[${d.code}]: ${d.message}\n  ${shown}\n  ${caret}`;
}

/** Renders diagnostics as the permit, a `^~~~` line under each span, and the reason. */
export function formatDiagnostics(text: string, diagnostics: readonly Diagnostic[]): string {
  return diagnostics.map((d) => formatOne(text, d)).join('\n');
}
