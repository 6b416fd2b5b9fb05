// Text that came from outside the kit (a host's name, its answers, a file name) is shown on a terminal
// through the kit's one neutraliser (visible-text.ts), so it can neither move the cursor, recolour the
// screen, reorder a line nor print a line of its own (a fake "✔"). Only the kit's own output carries
// escape codes.
import { visible, visibleLine } from './visible-text.js';

/** `text` on one line, every control, bidi, zero-width and look-alike space shown as an escape (`\x1b`, `\n`, `\u00A0`). */
export function terminalSafe(text: string): string {
  return visibleLine(text);
}

/** As terminalSafe, but keeps line breaks: for multi-line text the kit itself lays out (a failure's lines). */
export function terminalSafeLines(text: string): string {
  return visible(text);
}
