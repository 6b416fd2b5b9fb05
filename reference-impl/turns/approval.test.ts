import { describe, test, expect } from 'vitest';
import type { ApprovalPolicy } from '../registry/definition.js';
import type { ApprovalSubject } from './approval.js';
import { ApprovalMemory, needsQuestion } from './approval.js';

const subject = (mode: ApprovalPolicy, hasPolicy: boolean, canonical = 'ls', session = 's1', qualifiedName = 't'): ApprovalSubject => ({
  session, qualifiedName, mode, policy: hasPolicy ? 'bash' : undefined, input: { command: canonical },
});

// spec/turns.md TURN-004…009: [mode, dedicated policy?, asks on a fresh session, asks again after an approval]
const table: Array<[ApprovalPolicy, boolean, boolean, boolean]> = [
  ['never', false, false, false],
  ['never', true, false, false],
  ['always', false, true, true],
  ['always', true, true, true],
  ['once', false, true, false],
  ['once', true, true, false],
  ['on-risk', false, true, true],
  ['on-risk', true, true, false],
];

describe('the approval mode table (TURN-004..008)', () => {
  test.each(table)('%s (policy: %s) asks first: %s, after an approval: %s', (mode, hasPolicy, first, again) => {
    const memory = new ApprovalMemory();
    const s = subject(mode, hasPolicy);
    expect(needsQuestion(s, memory)).toBe(first);
    memory.remember(s);
    expect(needsQuestion(s, memory)).toBe(again);
  });

  test('once is remembered per (session, tool): another session or tool asks again', () => {
    const memory = new ApprovalMemory();
    memory.remember(subject('once', false));
    expect(needsQuestion(subject('once', false, undefined, 's2'), memory)).toBe(true);
    expect(needsQuestion(subject('once', false, undefined, 's1', 'other'), memory)).toBe(true);
  });

  test('on-risk with a policy is remembered per canonical input', () => {
    const memory = new ApprovalMemory();
    memory.remember(subject('on-risk', true, 'ls'));
    expect(needsQuestion(subject('on-risk', true, 'ls'), memory)).toBe(false);
    expect(needsQuestion(subject('on-risk', true, 'rm -rf /'), memory)).toBe(true);
    expect(needsQuestion(subject('on-risk', true, 'ls', 's2'), memory)).toBe(true);
  });

  test('a denial is never recorded: nothing is remembered until remember() is called', () => {
    const memory = new ApprovalMemory();
    const s = subject('once', false);
    expect(needsQuestion(s, memory)).toBe(true);
    expect(needsQuestion(s, memory)).toBe(true);
  });
});
