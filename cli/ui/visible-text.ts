// The one neutraliser of outside text. Every string that came from a host, a plugin, a report or a file
// goes through it before the console, a Markdown summary or an HTML page shows it, so no such string can
// move the cursor, recolour or retitle a terminal, open a link (OSC 8), reorder a line (bidi controls),
// hide characters (zero-width ones) or pass one character off as another (U+00A0 for a space): each of
// those is written as an escape a reader can see, `\x1b`, `\u202E`, `\u00A0`. Tab and newline are kept
// by `visible` (a view lays out lines itself); `visibleLine` shows newlines too.

/**
 * C0 controls but tab and newline, DEL and C1 (a lone U+009B is a CSI); bidi controls (ALM, LRM/RLM,
 * U+202A–202E, U+2066–2069); zero-width and invisible formatting characters (U+00AD soft hyphen, U+034F,
 * U+115F/U+1160/U+3164/U+FFA0 Hangul fillers, U+17B4/U+17B5, U+180E, U+200B–200D, U+2060–2064,
 * U+FEFF, U+FFF9–FFFB, tag characters); spaces that look like a space or like nothing (U+00A0, U+1680,
 * U+2000–200A, U+2028/2029 line and paragraph separators, U+202F, U+205F, U+3000); lone surrogates.
 */
const HIDDEN =
  /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u00a0\u00ad\u034f\u061c\u115f\u1160\u1680\u17b4\u17b5\u180e\u2000-\u200f\u2028-\u202f\u205f-\u2064\u2066-\u206f\u3000\u3164\ufeff\uffa0\ufff9-\ufffb]|\udb40[\udc00-\udc7f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

const NAMED: Record<string, string> = { '\r': '\\r' };

function escapeOf(c: string): string {
  const named = NAMED[c];
  if (named !== undefined) return named;
  const code = c.codePointAt(0)!;
  if (code <= 0x1f || (code >= 0x7f && code <= 0x9f)) return `\\x${code.toString(16).padStart(2, '0')}`;
  if (c.length === 2) return `\\u{${code.toString(16).toUpperCase()}}`;
  return `\\u${code.toString(16).toUpperCase().padStart(4, '0')}`;
}

/** `text` with every control, bidi, zero-width and look-alike space character shown as an escape; tab and newline kept. */
export function visible(text: string): string {
  return text.replace(HIDDEN, escapeOf);
}

/** As `visible`, on one line: a newline is shown as `\n` too (a tab stays a tab). */
export function visibleLine(text: string): string {
  return visible(text).replace(/\n/g, '\\n');
}

/** Whether `text` holds anything `visible` would escape. */
export function hasHidden(text: string): boolean {
  HIDDEN.lastIndex = 0;
  const found = HIDDEN.test(text);
  HIDDEN.lastIndex = 0;
  return found;
}

/**
 * JSON text with every hidden character written as a JSON `\uXXXX` escape: the same JSON value, shown
 * visibly (JSON.stringify escapes C0 controls only). Newlines and tabs between values stay layout.
 */
export function visibleJson(json: string): string {
  return json.replace(HIDDEN, (c) => {
    if (c === '\r') return c;
    return Array.from({ length: c.length }, (_, i) => `\\u${c.charCodeAt(i).toString(16).toUpperCase().padStart(4, '0')}`).join('');
  });
}
