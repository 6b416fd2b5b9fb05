// JSON text for a terminal: JSON.stringify escapes C0 controls but leaves DEL, the C1 controls (a lone
// CSI is U+009B), bidi controls and invisible characters raw. The kit's one neutraliser writes them as
// \uXXXX: the same JSON value, and outside text cannot drive or reorder the terminal.
import { visibleJson } from './visible-text.js';

export function terminalSafeJson(json: string): string {
  return visibleJson(json);
}
