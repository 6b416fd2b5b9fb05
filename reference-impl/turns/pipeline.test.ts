import { describe, test, expect } from 'vitest';
import { ApprovalMemory, approvalStage, askApproval } from './approval.js';
import { Journal } from './journal.js';
import type { CallableTool, PipelineEnv, Stage } from './pipeline.js';
import { referenceInvalidInputText, referenceStages, runCall } from './pipeline.js';
import { permissionStage } from './permission.js';
import type { Answer } from './question-port.js';
import { QuestionPort } from './question-port.js';
import { matchesAddress } from './ask-user.js';
import { turnExecution } from './execution-context.js';
import type { TurnExecution } from '../registry/definition.js';
import { createSchemaChecker } from '../registry/input-schema.js';
import type { Turn } from './turn-state.js';

/** A tool whose provider records every run. */
function spyTool(fields: Partial<CallableTool> = {}): CallableTool & { runs: unknown[] } {
  const runs: unknown[] = [];
  return {
    qualifiedName: 't', requiresApproval: 'never', policy: undefined, allow: [], platforms: [], scopes: [], permissions: [],
    inputSchema: { type: 'object' }, run: (input) => (runs.push(input), { ran: true }), ...fields, runs,
  };
}
function turnWith(answers: Answer[] | undefined, status: Turn['status'] = 'open'): Turn {
  return {
    id: 'turn-1', session: 's1', view: null, profile: 'interactive', port: answers === undefined ? undefined : new QuestionPort(answers),
    pin: 'pin-1', generation: 1, prompt: { sections: [], totalChars: 0 }, journal: new Journal(), status,
  };
}
function envWith(tool: CallableTool | undefined, admitted = true, stages: readonly Stage[] = referenceStages): PipelineEnv & { seen: string[] } {
  const seen: string[] = [];
  const spy = (name: string, stage: Stage): Stage => (call, env) => (seen.push(name), stage(call, env));
  return {
    seen,
    resolve: () => (seen.push('generation'), tool),
    admits: () => admitted,
    memory: new ApprovalMemory(),
    stages: stages.map((s) => spy(s === permissionStage ? 'permission' : 'approval', s)),
    schemas: createSchemaChecker(),
    invalidInputText: referenceInvalidInputText,
    execution: (turn) => turnExecution(turn, matchesAddress),
  };
}

describe('stage order (TURN-001)', () => {
  test('a passing call goes generation → permission → approval → provider, journaled as a pair', () => {
    const tool = spyTool({ requiresApproval: 'always' });
    const env = envWith(tool);
    const turn = turnWith([{ approve: true }]);
    expect(runCall(turn, 't', { a: 1 }, env)).toEqual({ outcome: 'result', asked: true, output: { ran: true } });
    expect(env.seen).toEqual(['generation', 'permission', 'approval']);
    expect(tool.runs).toEqual([{ a: 1 }]);
    expect(turn.journal.entries()).toEqual([{ type: 'tool_call', tool: 't' }, { type: 'tool_result', tool: 't' }]);
  });

  test('a permission denial never asks and never runs', () => {
    const tool = spyTool({ requiresApproval: 'always' });
    const env = envWith(tool, false);
    const turn = turnWith([{ approve: true }]);
    expect(runCall(turn, 't', {}, env)).toEqual({ outcome: 'denied', stage: 'permission', asked: false });
    expect(env.seen).toEqual(['generation', 'permission']);
    expect(askApproval(turn.port!)).toBe(true);
    expect(tool.runs).toEqual([]);
  });

  test('a policy input outside allow is a permission denial', () => {
    const tool = spyTool({ policy: 'bash', allow: ['ls'] });
    expect(runCall(turnWith([]), 't', { command: 'rm' }, envWith(tool))).toEqual({ outcome: 'denied', stage: 'permission', asked: false });
    expect(tool.runs).toEqual([]);
  });

  test('an unknown name is denied at stage unknown before any other stage', () => {
    const env = envWith(undefined);
    const turn = turnWith([]);
    expect(runCall(turn, 'nope', {}, env)).toEqual({ outcome: 'denied', stage: 'unknown', asked: false });
    expect(env.seen).toEqual(['generation']);
    expect(turn.journal.entries()).toEqual([{ type: 'tool_call', tool: 'nope' }, { type: 'tool_denied', tool: 'nope', stage: 'unknown' }]);
  });
});

describe('approval outcomes (TURN-010/011)', () => {
  test('a denied or unanswered question ends the call at approval', () => {
    const tool = spyTool({ requiresApproval: 'always' });
    const turn = turnWith([{ deny: true }]);
    expect(runCall(turn, 't', {}, envWith(tool))).toEqual({ outcome: 'denied', stage: 'approval', asked: true });
    expect(runCall(turn, 't', {}, envWith(tool))).toEqual({ outcome: 'denied', stage: 'approval', asked: true });
    expect(tool.runs).toEqual([]);
  });
  test('unattended and a question needed: refused without asking', () => {
    const tool = spyTool({ requiresApproval: 'on-risk' });
    expect(runCall(turnWith(undefined), 't', {}, envWith(tool))).toEqual({ outcome: 'denied', stage: 'approval', asked: false });
    expect(tool.runs).toEqual([]);
  });
  test('once: an approval is remembered across calls of the session, a denial is not', () => {
    const tool = spyTool({ requiresApproval: 'once' });
    const env = envWith(tool);
    const turn = turnWith([{ deny: true }, { approve: true }]);
    expect(runCall(turn, 't', {}, env).asked).toBe(true);
    expect(runCall(turn, 't', {}, env)).toMatchObject({ outcome: 'result', asked: true });
    expect(runCall(turn, 't', {}, env)).toMatchObject({ outcome: 'result', asked: false });
  });
  test('the stages run in the order given: approval before permission asks first, then denies', () => {
    const tool = spyTool({ requiresApproval: 'always' });
    expect(runCall(turnWith([{ approve: true }]), 't', {}, envWith(tool, false, [approvalStage, permissionStage]))).toEqual({ outcome: 'denied', stage: 'permission', asked: true });
  });
});

describe('provider (TURN-014) and turn state (TURN-015/016)', () => {
  test('invalid input fails before execute; a throw fails with its message', () => {
    const tool = spyTool({ inputSchema: { type: 'object', required: ['q'] } });
    const r = runCall(turnWith([]), 't', {}, envWith(tool));
    expect(r).toEqual({ outcome: 'failed', asked: false, error: expect.stringContaining('invalid input') });
    expect(tool.runs).toEqual([]);
    const boom = spyTool({ run: () => { throw new Error('kaput'); } });
    const turn = turnWith([]);
    expect(runCall(turn, 't', {}, envWith(boom))).toEqual({ outcome: 'failed', asked: false, error: 'kaput' });
    expect(turn.journal.entries().map((e) => e.type)).toEqual(['tool_call', 'tool_failed']);
  });
  test('an aborted turn cancels before looking anything up; an ended turn is refused unjournaled', () => {
    const tool = spyTool();
    const aborted = turnWith([], 'aborted');
    const env = envWith(tool);
    expect(runCall(aborted, 't', {}, env)).toEqual({ outcome: 'cancelled', asked: false });
    expect(aborted.journal.entries()).toEqual([{ type: 'tool_call', tool: 't' }, { type: 'tool_cancelled', tool: 't' }]);
    const ended = turnWith([], 'ended');
    expect(runCall(ended, 't', {}, env)).toEqual({ outcome: 'denied', stage: 'generation', asked: false });
    expect(ended.journal.entries()).toEqual([]);
    expect([env.seen, tool.runs]).toEqual([[], []]);
  });
  test('the provider gets the turn\'s part of the context: a question port only in a turn that has one', () => {
    const seen: Array<TurnExecution | undefined> = [];
    const tool = spyTool({ run: (_input, turn) => (seen.push(turn), null) });
    runCall(turnWith([{ reply: 'yes', subject: 'u', session: 's1' }]), 't', {}, envWith({ ...tool, requiresApproval: 'never' }));
    runCall(turnWith(undefined), 't', {}, envWith({ ...tool, requiresApproval: 'never' }));
    expect(seen.map((t) => [t?.principal, t?.client, t?.question === undefined])).toEqual([[undefined, undefined, false], [undefined, undefined, true]]);
  });
});
