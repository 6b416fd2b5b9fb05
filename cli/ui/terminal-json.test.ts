import { describe, expect, test } from 'vitest';
import { terminalSafeJson } from './terminal-json.js';

describe('terminalSafeJson', () => {
  test('escapes DEL and C1 controls and keeps the JSON value', () => {
    const value = { name: 'a\u009b31mb\u007f\u001b[2J' };
    const text = terminalSafeJson(JSON.stringify(value));
    expect(text).not.toMatch(/[\u0000-\u001f\u007f-\u009f]/);
    expect(JSON.parse(text)).toEqual(value);
  });
  test('bidi controls, zero-width characters and look-alike spaces too, astral ones as surrogate pairs', () => {
    const value = { name: 'a\u202eb\u00a0c\u200bd\udb40\udc41' };
    const text = terminalSafeJson(JSON.stringify(value, null, 2));
    expect(text).toContain('a\\u202Eb\\u00A0c\\u200Bd\\uDB40\\uDC41');
    expect(JSON.parse(text)).toEqual(value);
  });
});
