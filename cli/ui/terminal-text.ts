// Text that came from outside the kit (a host's name, its answers, a file name) is shown on a terminal
// with its control characters made visible, so it can neither move the cursor, recolour the screen nor
// print a line of its own (a fake "✔"). Only the kit's own output carries escape codes.

// C0 controls but tab, DEL, and the C1 controls (U+0080–U+009F: a lone CSI is U+009B).
const CONTROL = /[\u0000-\u0008\u000a-\u001f\u007f-\u009f]/g;

/** `text` with every control character (newline included) shown as an escape such as `\x1b` or `\n`. */
export function terminalSafe(text: string): string {
  return text.replace(CONTROL, (c) => {
    if (c === '\n') return '\\n';
    if (c === '\r') return '\\r';
    return `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}`;
  });
}

/** As terminalSafe, but keeps line breaks: for multi-line text the kit itself lays out (a failure's lines). */
export function terminalSafeLines(text: string): string {
  return text.split('\n').map(terminalSafe).join('\n');
}
