import { test, expect } from 'vitest';
import { safeJson } from './safe-json.js';

test('--json keeps every value but shows no raw control character, C1 and DEL included', () => {
  const value = { file: 'a\u001b[2Kb\u009b31mc\u007fd\ne' };
  const text = safeJson(value);
  expect(text).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/);
  expect(JSON.parse(text)).toEqual(value);
});
