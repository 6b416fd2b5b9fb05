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

describe('compareSteps in area catalog', () => {
  const catalogCase: FixtureCase = {
    id: 'catalog/example',
    requirements: ['CATALOG-020'],
    description: 'example',
    setup: {},
    steps: [{ op: 'tools', turn: 'turn-1', channel: 'generic', expect: { tools: [{ name: 'discover' }] } }],
  };
  const discover = { name: 'discover', description: 'd', input_schema: { type: 'object' } };
  test('a tools result follows the catalog rule: an extra defer_loading fails where toMatchObject would pass', () => {
    expect(() => compareSteps(catalogCase, [{ tools: [discover] }])).not.toThrow();
    // Any defer_loading on the generic channel is that channel's own rule, whatever the case is about.
    expect(() => compareSteps(catalogCase, [{ tools: [{ ...discover, defer_loading: true }] }])).toThrow(/^decided by CATALOG-020: FAIL: tools\[0\] \("discover"\): has defer_loading true/);
  });
  test('a session snapshot in another order only is charged to the ordering rule', () => {
    const sessionCase: FixtureCase = { ...catalogCase, requirements: ['CATALOG-014'], steps: [{ op: 'session', session: 's1', expect: { loaded: ['b', 'a'], skills: [] } }] };
    expect(() => compareSteps(sessionCase, [{ loaded: ['b', 'a'], skills: [] }])).not.toThrow();
    expect(() => compareSteps(sessionCase, [{ loaded: ['a', 'b'], skills: [] }])).toThrow(/^decided by CATALOG-024: FAIL: session snapshot/);
    expect(() => compareSteps(sessionCase, [{ loaded: ['a'], skills: [] }])).toThrow(/^FAIL: session snapshot/);
  });
  test('other areas keep toMatchObject', () => {
    expect(() => compareSteps(catalogCase, [{ tools: [{ ...discover, defer_loading: true }] }], 'turns')).not.toThrow();
  });
});
