import { describe, expect, test } from 'vitest';
import { terminalSafeJson } from './terminal-json.js';

describe('terminalSafeJson', () => {
  test('escapes DEL and C1 controls and keeps the JSON value', () => {
    const value = { name: 'a\u009b31mb\u007f\u001b[2J' };
    const text = terminalSafeJson(JSON.stringify(value));
    expect(text).not.toMatch(/[\u0000-\u001f\u007f-\u009f]/);
    expect(JSON.parse(text)).toEqual(value);
  });
});
