import { describe, test, expect } from 'vitest';
import { SchemaError, validateCase, validateFixtureFile, validateHelloResponse, validateRunResponse } from './validate.js';
import type { Case } from './protocol.js';

function errorOf(fn: () => unknown): SchemaError {
  try {
    fn();
  } catch (error) {
    if (error instanceof SchemaError) return error;
    throw error;
  }
  throw new Error('expected a SchemaError, nothing was thrown');
}

const hello = { protocol: 1, implementation: { name: 'h', version: '1.0.0', language: 'python' }, areas: ['permits'] };
const msg = { $adapter: 'qq', $channel: { type: 'group', id: '1' }, $sender: { id: 'u1', role: 'master' } };
const permitsCase: Case = {
  id: 'permits/x',
  area: 'permits',
  setup: {},
  steps: [
    { op: 'permit', permits: ['group(1)'], message: msg },
    { op: 'lint', permit: 'adapter(qq)' },
  ],
};
const accessCase: Case = {
  id: 'access/x',
  area: 'access',
  setup: { platformGrants: { qq: { u1: ['admin'] } } },
  steps: [{ op: 'access', tool: { platforms: ['qq'], scopes: ['group'], permissions: [], hidden: true }, message: null }],
};

describe('hello response', () => {
  test('a well-formed hello passes', () => {
    expect(validateHelloResponse(hello)).toEqual(hello);
  });
  test('another protocol version is refused, naming both versions', () => {
    const e = errorOf(() => validateHelloResponse({ ...hello, protocol: 2 }));
    expect(e.message).toContain('protocol 2');
    expect(e.message).toContain('protocol 1');
  });
  test('missing implementation fields are named with their path', () => {
    const e = errorOf(() => validateHelloResponse({ protocol: 1, implementation: { name: 'h' }, areas: [] }));
    expect(e.message).toContain("hello response: /implementation: must have required property 'version'");
  });
  test('areas must be strings', () => {
    const e = errorOf(() => validateHelloResponse({ ...hello, areas: [1] }));
    expect(e.issues.map((i) => i.path)).toContain('/areas/0');
  });
});

describe('cases', () => {
  test('valid permits and access cases pass', () => {
    expect(validateCase(permitsCase)).toBe(permitsCase);
    expect(validateCase(accessCase)).toBe(accessCase);
  });
  test('numeric ids and unknown roles are legal on the wire (hosts normalise them)', () => {
    const tc = { ...permitsCase, steps: [{ op: 'permit', permits: [], message: { $adapter: 7, $channel: { type: '', id: 123 }, $sender: { id: 5, role: 'owner' } } }] };
    expect(validateCase(tc)).toBe(tc);
  });
  test('a step missing its message is reported at the step', () => {
    const e = errorOf(() => validateCase({ ...permitsCase, steps: [{ op: 'permit', permits: [] }] }));
    expect(e.message).toContain("case: /steps/0: must have required property 'message'");
  });
  test('an unknown op names the op and the known ones', () => {
    const e = errorOf(() => validateCase({ ...permitsCase, steps: [{ op: 'frobnicate' }] }));
    expect(e.message).toMatch(/\/steps\/0\/op: unknown op "frobnicate" for area permits \(ops: .*permit.*\)/);
  });
  test('a typo in a tool field is an additional property', () => {
    const tc = { ...accessCase, steps: [{ op: 'access', tool: { platfroms: ['qq'] }, message: null }] };
    const e = errorOf(() => validateCase(tc));
    expect(e.message).toContain("/steps/0/tool: must NOT have additional property 'platfroms'");
  });
  test('setup is checked against the area', () => {
    const e = errorOf(() => validateCase({ ...accessCase, setup: { platformGrants: { qq: { u1: 'admin' } } } }));
    expect(e.issues.map((i) => i.path)).toContain('/setup/platformGrants/qq/u1');
  });
});

describe('run responses', () => {
  test('results of the right shape pass', () => {
    const answer = { seq: 3, results: [{ allowed: true }, { valid: false }] };
    expect(validateRunResponse(answer, permitsCase)).toBe(answer);
  });
  test('a step error is a legal result of any step', () => {
    const answer = { seq: 3, results: [{ error: { code: 'bad-step', message: 'no' } }, { valid: true }] };
    expect(validateRunResponse(answer, permitsCase)).toBe(answer);
  });
  test('errored and skipped answers pass; seq may be any JSON value', () => {
    expect(() => validateRunResponse({ seq: 'a', errored: true, message: 'x' }, permitsCase)).not.toThrow();
    expect(() => validateRunResponse({ seq: null, skipped: true, reason: 'x' }, permitsCase)).not.toThrow();
  });
  test('seq is required over stdio and not in-process', () => {
    const e = errorOf(() => validateRunResponse({ results: [{ allowed: true }, { valid: true }] }, permitsCase));
    expect(e.message).toContain("must have required property 'seq'");
    expect(() => validateRunResponse({ results: [{ allowed: true }, { valid: true }] }, permitsCase, { seq: false })).not.toThrow();
  });
  test('a result of the wrong op shape is named by index', () => {
    const e = errorOf(() => validateRunResponse({ seq: 1, results: [{ valid: true }, { valid: true }] }, permitsCase));
    expect(e.message).toContain("/results/0: must have required property 'allowed'");
  });
  test('wrong number of results', () => {
    const e = errorOf(() => validateRunResponse({ seq: 1, results: [{ allowed: true }] }, permitsCase));
    expect(e.message).toContain('/results: must have 2 results (one per step), has 1');
  });
  test('neither or both of results/errored/skipped', () => {
    expect(errorOf(() => validateRunResponse({ seq: 1 }, permitsCase)).message).toContain("must have exactly one of 'results', 'errored', 'skipped'");
    expect(() => validateRunResponse({ seq: 1, results: [], skipped: true, reason: 'r' }, { ...permitsCase, steps: [] })).toThrow(SchemaError);
  });
  test('errored needs a message; error codes must be kebab-case', () => {
    expect(() => validateRunResponse({ seq: 1, errored: true }, permitsCase)).toThrow(/'message'/);
    const bad = { seq: 1, results: [{ error: { code: 'Bad_Code', message: 'm' } }, { valid: true }] };
    expect(errorOf(() => validateRunResponse(bad, permitsCase)).issues.map((i) => i.path)).toContain('/results/0/error/code');
  });
  test('extra top-level fields are refused', () => {
    const e = errorOf(() => validateRunResponse({ seq: 1, errored: true, message: 'm', extra: 1 }, permitsCase));
    expect(e.message).toContain("must NOT have additional property 'extra'");
  });
});

describe('fixture files', () => {
  const good = {
    area: 'permits',
    description: 'd',
    cases: [
      {
        id: 'permits/or-inside',
        requirements: ['PERMIT-005'],
        description: 'commas mean OR',
        setup: {},
        steps: [
          { op: 'permit', permits: ['group(1,2)'], message: msg, expect: { allowed: true } },
          { op: 'lint', permit: 'x', expect: { valid: false } },
        ],
      },
    ],
  };
  test('a good file passes', () => {
    expect(validateFixtureFile(good, 'fixtures/permits/x.json')).toBe(good);
  });
  test('an expect of the wrong shape is named with file and pointer', () => {
    const bad = structuredClone(good);
    bad.cases[0]!.steps[0]!.expect = { valid: true } as never;
    const e = errorOf(() => validateFixtureFile(bad, 'fixtures/permits/x.json'));
    expect(e.message).toContain("fixtures/permits/x.json: /cases/0/steps/0/expect: must have required property 'allowed'");
  });
  test('requirement ids, case id prefix and missing expect', () => {
    const bad = structuredClone(good) as { cases: Record<string, unknown>[] };
    bad.cases[0]!.requirements = ['permit-5'];
    expect(errorOf(() => validateFixtureFile(bad, 'f.json')).issues.map((i) => i.path)).toContain('/cases/0/requirements/0');
    const wrongArea = { ...good, area: 'access' };
    expect(errorOf(() => validateFixtureFile(wrongArea, 'f.json')).message).toContain('must start with "access/"');
    const noExpect = structuredClone(good) as { cases: { steps: Record<string, unknown>[] }[] };
    delete noExpect.cases[0]!.steps[1]!.expect;
    expect(errorOf(() => validateFixtureFile(noExpect, 'f.json')).message).toContain("f.json: /cases/0/steps/1: must have required property 'expect'");
  });
  test('empty requirements and unknown areas are refused', () => {
    const bad = structuredClone(good) as { cases: Record<string, unknown>[] };
    bad.cases[0]!.requirements = [];
    expect(() => validateFixtureFile(bad, 'f.json')).toThrow(/requirements/);
    expect(errorOf(() => validateFixtureFile({ ...good, area: 'weather' }, 'f.json')).issues[0]?.path).toBe('/area');
  });
  test('many problems are summarised after five', () => {
    const bad = structuredClone(good);
    bad.cases[0]!.steps = Array.from({ length: 8 }, () => ({ op: 'lint', permit: 'x', expect: {} })) as never;
    const e = errorOf(() => validateFixtureFile(bad, 'f.json'));
    expect(e.issues.length).toBe(8);
    expect(e.message).toContain('… and 3 more');
  });
});
