import { describe, test, expect } from 'vitest';
import { req } from './title.js';

// The reporter's own pattern, restated here so a drift in req() breaks this test.
const REPORTER = /^\[([A-Z]+-\d{3})(,[A-Z]+-\d{3})*\] /;

describe('req', () => {
  test('one id', () => {
    expect(req(['PERMIT-005'], 'commas mean OR')).toBe('[PERMIT-005] commas mean OR');
  });
  test('several ids are joined without spaces and match the reporter', () => {
    const name = req(['PERMIT-006', 'PERMIT-007'], 'list = AND');
    expect(name).toBe('[PERMIT-006,PERMIT-007] list = AND');
    expect(REPORTER.test(name)).toBe(true);
  });
  test('rejects missing or malformed ids', () => {
    expect(() => req([], 'x')).toThrow(/no requirement ID/);
    expect(() => req(['permit-1'], 'x')).toThrow(/"permit-1" is not a requirement ID/);
    expect(() => req(['PERMIT-5'], 'x')).toThrow(/not a requirement ID/);
  });
});
