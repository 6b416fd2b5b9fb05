// One bug, one red requirement: each expectation of a scenario may name the requirement whose rule
// decides it (`requirement` on a move, `decidedBy` on a turn); a mismatch there is charged to it, and
// an expectation that names none is charged to the scenario's first requirement.
import type { Scenario, TurnExpectationField } from './scenario.js';
import type { StepOrigin } from './to-case.js';

const TURN_FIELD: Partial<Record<StepOrigin['kind'], TurnExpectationField>> = {
  startTurn: 'expectStartError',
  prompt: 'expectPrompt',
  journal: 'expectJournal',
};

/** The requirement that decides the answer of the step that came from `origin`. */
export function decidingRequirement(scenario: Scenario, origin: StepOrigin): string {
  const primary = scenario.requirements[0]!;
  if (origin.kind === 'move') {
    const move = scenario.turns[origin.turn]?.moves[origin.move];
    return (move !== undefined && 'requirement' in move ? move.requirement : undefined) ?? primary;
  }
  if (origin.kind === 'afterEnd') return scenario.turns[origin.turn]?.afterEnd?.[origin.move]?.requirement ?? primary;
  const field = TURN_FIELD[origin.kind];
  if (field === undefined || !('turn' in origin)) return primary;
  return scenario.turns[origin.turn]?.decidedBy?.[field] ?? primary;
}
