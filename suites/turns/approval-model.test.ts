// The model itself, against hand-worked cases from the rules (so the property test's oracle is checked too,
// deciding rules included). No requirement IDs in these names: they never touch a host, so they are no
// evidence for a requirement.
import { describe, expect, test } from 'vitest';
import { approvalModel, brokenRule } from './approval-model.js';
import type { ModelCallOutcome, ModelTool } from './approval-model.js';

const plain = (name: string, mode: ModelTool['mode']): ModelTool => ({ name, mode, allow: undefined });
const shell: ModelTool = { name: 'shell', mode: undefined, allow: ['ls'] };
const out = (asked: boolean, ran: boolean, askedBy: string, ranBy: string): ModelCallOutcome => ({ asked, ran, askedBy, ranBy });

describe('approval model', () => {
  test('never asks nothing; always asks every call', () => {
    const got = approvalModel([plain('n', 'never'), plain('a', 'always')], [
      { session: 's', attended: true, answers: ['approve', 'deny'], calls: [{ tool: 'n', input: '' }, { tool: 'a', input: '' }, { tool: 'a', input: '' }] },
    ]);
    expect(got).toEqual([[out(false, true, 'TURN-004', 'TURN-004'), out(true, true, 'TURN-005', 'TURN-005'), out(true, false, 'TURN-005', 'TURN-011')]]);
  });

  test('once: a denial is not remembered, an approval is, per session; unattended turns use it', () => {
    const got = approvalModel([plain('o', 'once')], [
      { session: 's1', attended: true, answers: ['deny', 'approve'], calls: [{ tool: 'o', input: '' }, { tool: 'o', input: '' }, { tool: 'o', input: '' }] },
      { session: 's2', attended: false, answers: [], calls: [{ tool: 'o', input: '' }] },
      { session: 's1', attended: false, answers: [], calls: [{ tool: 'o', input: '' }] },
    ]);
    expect(got).toEqual([
      [out(true, false, 'TURN-006', 'TURN-011'), out(true, true, 'TURN-006', 'TURN-006'), out(false, true, 'TURN-006', 'TURN-006')],
      [out(false, false, 'TURN-010', 'TURN-010')],
      [out(false, true, 'TURN-006', 'TURN-010')],
    ]);
  });

  test('a default policy tool: outside allow never asks (pipeline order); inside asks once per input (default mode)', () => {
    const got = approvalModel([shell], [
      { session: 's', attended: true, answers: ['reply', 'approve'], calls: [{ tool: 'shell', input: 'rm' }, { tool: 'shell', input: 'ls' }, { tool: 'shell', input: 'ls' }] },
    ]);
    expect(got).toEqual([[out(false, false, 'TURN-001', 'TURN-003'), out(true, true, 'TURN-009', 'TURN-009'), out(false, true, 'TURN-009', 'TURN-009')]]);
  });

  test('on-risk: plain tools ask each call, explicit policy tools once per input; no answer left or no port refuses', () => {
    const got = approvalModel([plain('r', 'on-risk'), { name: 'sh', mode: 'on-risk', allow: ['ls'] }], [
      { session: 's', attended: true, answers: ['approve', 'reply', 'approve'], calls: [{ tool: 'r', input: '' }, { tool: 'sh', input: 'ls' }, { tool: 'r', input: '' }] },
      { session: 's', attended: false, answers: ['approve'], calls: [{ tool: 'r', input: '' }, { tool: 'sh', input: 'ls' }] },
    ]);
    expect(got).toEqual([
      [out(true, true, 'TURN-007', 'TURN-007'), out(true, true, 'TURN-008', 'TURN-008'), out(true, false, 'TURN-007', 'TURN-011')],
      [out(false, false, 'TURN-010', 'TURN-010'), out(false, true, 'TURN-008', 'TURN-010')],
    ]);
  });

  test('an approval under always is not remembered for anything', () => {
    const got = approvalModel([plain('a', 'always')], [{ session: 's', attended: false, answers: [], calls: [{ tool: 'a', input: '' }] }]);
    expect(got).toEqual([[out(false, false, 'TURN-010', 'TURN-010')]]);
  });

  test('a wrong question is charged before a wrong run', () => {
    const want = out(true, false, 'TURN-005', 'TURN-011');
    expect(brokenRule(want, { asked: false, ran: true })).toBe('TURN-005');
    expect(brokenRule(want, { asked: true, ran: true })).toBe('TURN-011');
    expect(brokenRule(want, { asked: true, ran: false })).toBeUndefined();
  });
});
