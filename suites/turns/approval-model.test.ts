// The model itself, against hand-worked cases from the rulings (so the property test's oracle is checked too).
// No requirement IDs in these names: they never touch a host, so they are no evidence for a requirement.
import { describe, expect, test } from 'vitest';
import { approvalModel } from './approval-model.js';
import type { ModelTool } from './approval-model.js';

const plain = (name: string, mode: ModelTool['mode']): ModelTool => ({ name, mode, allow: undefined });
const shell: ModelTool = { name: 'shell', mode: undefined, allow: ['ls'] };

describe('approval model', () => {
  test('never asks nothing; always asks every call', () => {
    const out = approvalModel([plain('n', 'never'), plain('a', 'always')], [
      { session: 's', attended: true, answers: ['approve', 'deny'], calls: [{ tool: 'n', input: '' }, { tool: 'a', input: '' }, { tool: 'a', input: '' }] },
    ]);
    expect(out).toEqual([[{ asked: false, ran: true }, { asked: true, ran: true }, { asked: true, ran: false }]]);
  });

  test('once: a denial is not remembered, an approval is, per session', () => {
    const out = approvalModel([plain('o', 'once')], [
      { session: 's1', attended: true, answers: ['deny', 'approve'], calls: [{ tool: 'o', input: '' }, { tool: 'o', input: '' }, { tool: 'o', input: '' }] },
      { session: 's2', attended: false, answers: [], calls: [{ tool: 'o', input: '' }] },
      { session: 's1', attended: false, answers: [], calls: [{ tool: 'o', input: '' }] },
    ]);
    expect(out).toEqual([[{ asked: true, ran: false }, { asked: true, ran: true }, { asked: false, ran: true }], [{ asked: false, ran: false }], [{ asked: false, ran: true }]]);
  });

  test('a default policy tool: outside allow never asks; inside asks once per input', () => {
    const out = approvalModel([shell], [
      { session: 's', attended: true, answers: ['reply', 'approve'], calls: [{ tool: 'shell', input: 'rm' }, { tool: 'shell', input: 'ls' }, { tool: 'shell', input: 'ls' }] },
    ]);
    expect(out).toEqual([[{ asked: false, ran: false }, { asked: true, ran: true }, { asked: false, ran: true }]]);
  });

  test('on-risk plain tools ask each call; no answer left or no port refuses', () => {
    const out = approvalModel([plain('r', 'on-risk')], [
      { session: 's', attended: true, answers: ['approve', 'reply'], calls: [{ tool: 'r', input: '' }, { tool: 'r', input: '' }] },
      { session: 's', attended: false, answers: ['approve'], calls: [{ tool: 'r', input: '' }] },
    ]);
    expect(out).toEqual([[{ asked: true, ran: true }, { asked: true, ran: false }], [{ asked: false, ran: false }]]);
  });
});
