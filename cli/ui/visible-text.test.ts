// The one neutraliser: every hidden or look-alike character of outside text is shown as an escape, in
// one form on the console, in Markdown and in HTML; ordinary text of any script passes unchanged.
import { describe, expect, test } from 'vitest';
import { hasHidden, visible, visibleLine } from './visible-text.js';
import { terminalSafe } from './terminal-text.js';
import { escapeHtml } from '../report/html-escape.js';
import { mdCode, mdInline } from '../report/markdown-escape.js';

describe('visible', () => {
  test('C0, DEL and C1 controls as \\xNN: ESC, CSI, OSC 8 sequences become inert text', () => {
    expect(visible('a\u001b[31mb')).toBe('a\\x1b[31mb');
    expect(visible('\u001b]8;;https://evil\u0007link\u001b]8;;\u0007')).toBe('\\x1b]8;;https://evil\\x07link\\x1b]8;;\\x07');
    expect(visible('\u009b2J\u007f\r')).toBe('\\x9b2J\\x7f\\r');
  });

  test('bidi controls, zero-width characters and look-alike spaces as \\uXXXX', () => {
    expect(visible('group(\u00a0a)')).toBe('group(\\u00A0a)');
    expect(visible('\u202eevil\u202c \u2066x\u2069')).toBe('\\u202Eevil\\u202C \\u2066x\\u2069');
    expect(visible('a\u200bb\u200dc\ufeffd\u2060e\u00adf')).toBe('a\\u200Bb\\u200Dc\\uFEFFd\\u2060e\\u00ADf');
    expect(visible('\u2003\u3000\u202f\u2028')).toBe('\\u2003\\u3000\\u202F\\u2028');
    expect(visible('\udb40\udc41')).toBe('\\u{E0041}');
    expect(visible('lone \ud800 surrogate')).toBe('lone \\uD800 surrogate');
  });

  test('ordinary text of any script, emoji, tabs and newlines pass unchanged', () => {
    const text = 'host\tname é 漢字 ✔ 😀 · – …\nnext';
    expect(visible(text)).toBe(text);
    expect(hasHidden(text)).toBe(false);
    expect(hasHidden('a\u00a0b')).toBe(true);
  });

  test('one line: newline shown as \\n, tab kept', () => {
    expect(visibleLine('a\nb\tc')).toBe('a\\nb\tc');
  });

  test('console, Markdown and HTML show a hidden character the same way', () => {
    const hostile = 'name\u202e\u00a0\u001b[2J';
    expect(terminalSafe(hostile)).toBe('name\\u202E\\u00A0\\x1b[2J');
    expect(escapeHtml(hostile)).toBe('name\\u202E\\u00A0\\x1b[2J');
    expect(mdCode(hostile)).toBe('`name\\u202E\\u00A0\\x1b[2J`');
    expect(mdInline(hostile)).toBe('name\\\\u202E\\\\u00A0\\\\x1b\\[2J');
  });
});
