// A scenario becomes ONE protocol case of area turns: providers, the initial load, then per turn
// startTurn, its moves (call / load / abort), prompt, journal, endTurn and any calls
// after the end. Each step keeps a note of
// where it came from, so results can be checked against the scenario and written to the transcript.
import type { Case, Step } from '../host/protocol.js';
import type { Scenario } from './scenario.js';
import { isAbortMove, isCallMove } from './scenario.js';

/** Where a step of the case came from in the scenario. */
export type StepOrigin =
  | { kind: 'provider'; index: number }
  | { kind: 'load' }
  | { kind: 'startTurn'; turn: number; turnId: string }
  | { kind: 'prompt'; turn: number }
  | { kind: 'move'; turn: number; move: number }
  | { kind: 'journal'; turn: number }
  | { kind: 'endTurn'; turn: number }
  | { kind: 'afterEnd'; turn: number; move: number };

export interface PlannedStep {
  step: Step;
  origin: StepOrigin;
}

export interface ScenarioCase {
  testCase: Case;
  plan: PlannedStep[];
}

/**
 * Turn ids are predicted, not read back: the protocol numbers successful starts `turn-1`, `turn-2`, …
 * and the scenario says which starts fail (expectStartError). A host that numbers differently is caught
 * by the startTurn check, and the case stays a fixed list of steps (no round trip per turn).
 */
export function toCase(scenario: Scenario, caseId = `turns/simulate/${scenario.name}`): ScenarioCase {
  const plan: PlannedStep[] = [];
  const add = (step: Step, origin: StepOrigin) => plan.push({ step: structuredClone(step), origin });

  (scenario.providers ?? []).forEach((p, index) => add({ op: 'registerProvider', scope: p.scope, provider: p.provider }, { kind: 'provider', index }));
  add({ op: 'load', trees: scenario.plugins }, { kind: 'load' });

  let started = 0;
  scenario.turns.forEach((turn, t) => {
    const startsOk = turn.expectStartError === undefined;
    const turnId = startsOk ? `turn-${++started}` : '';
    add({ op: 'startTurn', session: turn.session, message: turn.message, profile: turn.profile, port: turn.port }, { kind: 'startTurn', turn: t, turnId });
    if (!startsOk) return;
    turn.moves.forEach((move, m) => {
      const origin: StepOrigin = { kind: 'move', turn: t, move: m };
      if (isCallMove(move)) add({ op: 'call', turn: turnId, tool: move.call, input: move.input }, origin);
      else if (isAbortMove(move)) add({ op: 'abort', turn: turnId }, origin);
      else add({ op: 'load', trees: move.reload }, origin);
    });
    // The prompt is read after the moves: sections are assembled at start, so a reload among the
    // moves must not show in it (TURN-025).
    add({ op: 'prompt', turn: turnId }, { kind: 'prompt', turn: t });
    add({ op: 'journal', turn: turnId }, { kind: 'journal', turn: t });
    add({ op: 'endTurn', turn: turnId }, { kind: 'endTurn', turn: t });
    (turn.afterEnd ?? []).forEach((move, m) => add({ op: 'call', turn: turnId, tool: move.call, input: move.input }, { kind: 'afterEnd', turn: t, move: m }));
  });

  return { testCase: { id: caseId, area: 'turns', setup: structuredClone(scenario.setup), steps: plan.map((p) => p.step) }, plan };
}
