// The comparison of hosts' fixture answers: what counts as answering differently, and what does not.
import { describe, expect, test } from 'vitest';
import { answersAsExpected, decidedPart } from './decided-part.js';
import { compareAnswers } from './disagreements.js';
import { matrixExitCode } from './exit-code.js';
import { hostLabels } from './host-label.js';
import { hostOptionOrder, matrixHostsOf } from './matrix-args.js';
import { SAMPLE_ANSWERS, SAMPLE_CASES, HOSTILE_LABEL } from '../../selftest/samples/sample-matrix.js';
import { referenceHostCompiled } from '../../spec/paths.js';

describe('the part of an answer the contract decides', () => {
  test('extra fields are free; the named fields are compared', () => {
    expect(answersAsExpected({ allowed: true, note: 'x' }, { allowed: true })).toBe(true);
    expect(answersAsExpected({ allowed: false }, { allowed: true })).toBe(false);
    expect(answersAsExpected({}, { allowed: true })).toBe(false);
  });

  test('a step error is an error: its code counts only where the expectation fixes one, its message never', () => {
    const a = { error: { code: 'bad-step', message: 'one' } };
    const b = { error: { code: 'invalid', message: 'two' } };
    expect(decidedPart(a, { error: {} })).toEqual(decidedPart(b, { error: {} }));
    expect(decidedPart(a, { error: { code: 'bad-step' } })).not.toEqual(decidedPart(b, { error: { code: 'bad-step' } }));
    expect(answersAsExpected(a, { allowed: true })).toBe(false);
    expect(answersAsExpected({ allowed: true }, { error: {} })).toBe(false);
  });

  test('a tool’s defer_loading counts present or absent, even where the fixture leaves it out', () => {
    const expected = { tools: [{ name: 'a' }] };
    expect(answersAsExpected({ tools: [{ name: 'a', description: 'free' }] }, expected)).toBe(true);
    expect(answersAsExpected({ tools: [{ name: 'a', defer_loading: true }] }, expected)).toBe(false);
    expect(answersAsExpected({ tools: [{ name: 'a' }, { name: 'b' }] }, expected)).toBe(false);
  });
});

describe('compareAnswers', () => {
  const result = compareAnswers(SAMPLE_CASES, SAMPLE_ANSWERS);

  test('lists each differing step once, with every host’s answer marked as expected or not', () => {
    const steps = result.disagreements.filter((d) => d.step !== undefined);
    expect(steps.map((d) => `${d.case}#${d.step}`)).toEqual(['permits/or-inside#0']);
    const marks = Object.fromEntries(steps[0]!.answers.map((a) => [a.host, a.asExpected]));
    expect(marks).toEqual({ reference: true, python: true, 'or-as-and': false, [HOSTILE_LABEL]: true });
    expect(steps[0]!.expected).toEqual({ allowed: true });
    expect(steps[0]!.sent).toEqual({ op: 'permit', permits: ['group(1,2)'], message: { $adapter: 'qq', $channel: { type: 'group', id: '2' } } });
  });

  test('a case some host answered with no results is one whole-case entry naming its outcome', () => {
    const whole = result.disagreements.filter((d) => d.step === undefined);
    expect(whole.map((d) => d.case)).toEqual(['access/hidden']);
    expect(whole[0]!.answers.find((a) => a.host === HOSTILE_LABEL)).toEqual({ host: HOSTILE_LABEL, answer: 'crash: the host exited with code 1', asExpected: false });
    // The hosts that did answer are checked step by step against the fixture, not taken on trust.
    expect(whole[0]!.answers.find((a) => a.host === 'reference')).toEqual({ host: 'reference', answer: '1 results, each the expected answer', asExpected: true });
    const wrong = compareAnswers(SAMPLE_CASES.slice(1), [
      { label: 'a', answers: { claims: ['access'], outcomes: new Map([['access/hidden', { kind: 'ok', results: [{ listed: true, callable: true }] }]]) } },
      { label: 'b', answers: { claims: ['access'], outcomes: new Map([['access/hidden', { kind: 'timeout', message: 'no answer' }]]) } },
    ]);
    expect(wrong.disagreements[0]!.answers).toEqual([
      { host: 'a', answer: '1 results; not the expected answer at step 0', asExpected: false },
      { host: 'b', answer: 'timeout: no answer', asExpected: false },
    ]);
    expect(result.cases).toBe(2);
    expect(result.steps).toBe(3);
  });

  test('hosts that do not claim an area take no part; one host alone is no comparison', () => {
    const alone = compareAnswers(SAMPLE_CASES, [SAMPLE_ANSWERS[0]!, { label: 'x', answers: { claims: [], outcomes: new Map() } }]);
    expect(alone).toEqual({ cases: 0, steps: 0, disagreements: [] });
  });
});

describe('matrix run settings', () => {
  test('exit 0 only when every host passes; a failing host makes it 1, else the first host’s own code', () => {
    expect(matrixExitCode([0, 0, 0])).toBe(0);
    expect(matrixExitCode([0, 5, 1])).toBe(1);
    expect(matrixExitCode([0, 4, 5])).toBe(4);
    expect(matrixExitCode([])).toBe(5);
  });

  test('labels are short and unique', () => {
    expect(hostLabels([
      { kind: 'module', path: referenceHostCompiled },
      { kind: 'module', path: '/x/dist/selftest/broken-hosts/or-as-and.js' },
      { kind: 'command', command: 'python3 examples/python-host/host.py' },
      { kind: 'command', command: 'python3 examples/python-host/host.py' },
    ])).toEqual(['reference', 'or-as-and', 'python-host/host.py#1', 'python-host/host.py#2']);
  });

  test('a host that said hello is named by its name and version, hidden characters shown; else, or when two say the same, by its command', () => {
    const specs = [
      { kind: 'command' as const, command: 'python3 a/host.py' },
      { kind: 'command' as const, command: 'go run ./b' },
      { kind: 'command' as const, command: 'node c/host.mjs' },
      { kind: 'command' as const, command: 'node d/host.mjs' },
    ];
    const hellos = [{ name: 'py-host', version: '1.2.3' }, undefined, { name: 'js\u202ehost', version: '2' }, { name: 'js\u202ehost', version: '2' }];
    expect(hostLabels(specs, hellos)).toEqual(['py-host 1.2.3', './b', 'c/host.mjs', 'd/host.mjs']);
    expect(hostLabels(specs.slice(0, 3), hellos)).toEqual(['py-host 1.2.3', './b', 'js\\u202Ehost 2']);
  });

  test('hosts keep the order the command line names them in, --host and --host-cmd mixed', () => {
    expect(hostOptionOrder(['run', '--host-cmd', 'a', '--host=b', '--areas', 'x', '--host', 'c'])).toEqual(['host-cmd', 'host', 'host']);
    const hosts = matrixHostsOf({ host: [referenceHostCompiled, referenceHostCompiled], 'host-cmd': 'python3 h.py' }, ['--host', 'r', '--host-cmd', 'p', '--host', 'r'], '/tmp');
    expect(hosts?.map((h) => h.kind)).toEqual(['module', 'command', 'module']);
    expect(matrixHostsOf({ host: referenceHostCompiled }, [])).toBeUndefined();
  });
});
