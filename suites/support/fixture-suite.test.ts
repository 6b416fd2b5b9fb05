// Self-check of the fixture comparison (no host): what passes, and what a failure says.
import { describe, test, expect } from 'vitest';
import type { FixtureCase } from '../../host/fixture-types.js';
import { compareSteps } from './fixture-suite.js';

const fixture: FixtureCase = {
  id: 'permits/example',
  requirements: ['PERMIT-005'],
  description: 'example',
  setup: {},
  steps: [
    { op: 'lint', permit: 'group()', expect: { valid: true } },
    { op: 'permit', permits: ['adapter(qq)'], message: null, expect: { allowed: false } },
  ],
};

describe('compareSteps', () => {
  test('results containing the expected keys pass (extra keys allowed)', () => {
    expect(() => compareSteps(fixture, [{ valid: true, diagnostics: [] }, { allowed: false }])).not.toThrow();
  });
  test('a mismatch names the step index, the step and both values', () => {
    expect(() => compareSteps(fixture, [{ valid: true }, { allowed: true }])).toThrow(
      /step 1 \{"op":"permit","permits":\["adapter\(qq\)"\],"message":null\}: expected \{"allowed":false\}, host answered \{"allowed":true\}/,
    );
  });
  test('an error where a value was expected is a FAIL naming the error', () => {
    expect(() => compareSteps(fixture, [{ error: { code: 'bad-permit', message: 'nope' } }, { allowed: false }])).toThrow(
      /^FAIL: answered error bad-permit \(nope\) where a value was expected; step 0/,
    );
  });
  test('a missing result fails', () => {
    expect(() => compareSteps(fixture, [{ valid: true }])).toThrow(/FAIL: step 1/);
  });
});
