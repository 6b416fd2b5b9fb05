// Checks a scenario's hand-written expectations (the oracle) against the host's results, step by step.
// Every mismatch names where the expectation is in the scenario (a JSON Pointer) and both values.
import type { StepResult } from '../host/protocol.js';
import type { CallExpectation, JournalEntry, Scenario } from './scenario.js';
import { isCallMove, isReloadMove } from './scenario.js';
import type { PlannedStep } from './to-case.js';
import { decidingRequirement } from './deciding-requirement.js';
import { promptMismatchRule } from './prompt-mismatch-rule.js';

export interface Mismatch {
  /** JSON Pointer of the expectation in the scenario file. */
  at: string;
  /** The requirement whose rule decides the expectation (simulator/deciding-requirement.ts). */
  requirement: string;
  /** The protocol step index (the transcript's `t`). */
  t: number;
  expected: unknown;
  actual: unknown;
}

const errorCode = (r: StepResult | undefined): string | undefined => {
  const error = r?.error;
  return typeof error === 'object' && error !== null ? String((error as { code?: unknown }).code) : undefined;
};

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** Journal entries as compared: type, tool and stage only, stage only when present. */
function journalView(value: unknown): unknown {
  if (!Array.isArray(value)) return value;
  return value.map((e: Partial<JournalEntry>) => (e.stage === undefined ? { type: e.type, tool: e.tool } : { type: e.type, tool: e.tool, stage: e.stage }));
}

/** Does a call result meet its expectation (only the fields given are compared)? */
function callMeets(r: StepResult | undefined, e: CallExpectation): boolean {
  if (r === undefined || r.outcome !== e.outcome) return false;
  if (e.stage !== undefined && r.stage !== e.stage) return false;
  if (e.asked !== undefined && r.asked !== e.asked) return false;
  return !('output' in e) || same(r.output, e.output);
}

export function checkExpectations(scenario: Scenario, plan: readonly PlannedStep[], results: readonly StepResult[]): Mismatch[] {
  const out: Mismatch[] = [];

  plan.forEach(({ origin }, t) => {
    const r = results[t];
    const miss = (at: string, step: number, expected: unknown, actual: unknown, requirement = decidingRequirement(scenario, origin)) => out.push({ at, requirement, t: step, expected, actual });
    switch (origin.kind) {
      case 'provider':
        if (errorCode(r) !== undefined) miss(`/providers/${origin.index}`, t, 'registered', r);
        return;
      case 'load':
        // The scenario's plugins must load: everything else in it rests on them.
        if (errorCode(r) !== undefined || typeof r?.generation !== 'number') miss('/plugins', t, { generation: 'a number' }, r);
        return;
      case 'startTurn': {
        const turn = scenario.turns[origin.turn];
        const code = turn?.expectStartError;
        if (code !== undefined) {
          if (errorCode(r) !== code) miss(`/turns/${origin.turn}/expectStartError`, t, { error: { code } }, r);
        } else if (r?.turn !== origin.turnId) miss(`/turns/${origin.turn}`, t, { turn: origin.turnId }, r);
        return;
      }
      case 'prompt': {
        const ids = scenario.turns[origin.turn]?.expectPrompt;
        if (ids === undefined) return;
        const sections = r?.sections;
        const actual = Array.isArray(sections) ? sections.map((s: { id?: unknown }) => s.id) : r;
        if (!same(actual, ids)) miss(`/turns/${origin.turn}/expectPrompt`, t, ids, actual, promptMismatchRule(scenario, origin.turn, ids, actual));
        return;
      }
      case 'journal': {
        const entries = scenario.turns[origin.turn]?.expectJournal;
        if (entries === undefined) return;
        const actual = journalView(r?.entries ?? r);
        if (!same(actual, journalView(entries))) miss(`/turns/${origin.turn}/expectJournal`, t, entries, actual);
        return;
      }
      case 'endTurn':
        if (errorCode(r) !== undefined) miss(`/turns/${origin.turn}`, t, { endTurn: {} }, r);
        return;
      case 'afterEnd': {
        const e = scenario.turns[origin.turn]?.afterEnd?.[origin.move]?.expect;
        if (e !== undefined && !callMeets(r, e)) miss(`/turns/${origin.turn}/afterEnd/${origin.move}/expect`, t, e, r);
        return;
      }
      case 'move': {
        const move = scenario.turns[origin.turn]?.moves[origin.move];
        const at = `/turns/${origin.turn}/moves/${origin.move}/expect`;
        if (move === undefined || !('expect' in move) || move.expect === undefined) return;
        if (isCallMove(move)) {
          if (!callMeets(r, move.expect)) miss(at, t, move.expect, r);
        } else if (isReloadMove(move)) {
          const e = move.expect;
          const ok = e !== undefined && ('error' in e ? errorCode(r) === e.error.code : errorCode(r) === undefined && r?.generation === e.generation);
          if (!ok) miss(at, t, e, r);
        }
        return;
      }
    }
  });
  return out;
}

/** One line per mismatch, for people. */
export function describeMismatch(m: Mismatch): string {
  return `${m.at} (step t=${m.t}, decided by ${m.requirement}): expected ${JSON.stringify(m.expected)}, host answered ${JSON.stringify(m.actual) ?? 'nothing'}`;
}
