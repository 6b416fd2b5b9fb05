// Where the hosts of a matrix answered a fixture case differently: per step, the hosts whose decided
// parts (./decided-part.ts) differ, each host's answer and whether it is the expected one; a case that
// some host answered with no results at all (errored, timeout, crash, protocol) is one whole-case entry.
// Only hosts that claim the case's area take part; with fewer than two of them there is nothing to compare.
import type { CaseOutcome } from '../../host/connection.js';
import { answersAsExpected, canonical, decidedPart, differenceFromExpected } from './decided-part.js';
import type { FixtureCaseRef, HostAnswers } from './fixture-answers.js';
import type { Disagreement, HostAnswer } from './matrix-report.js';

export interface LabelledAnswers {
  label: string;
  answers: HostAnswers;
}

/** A whole case's outcome in one line; with results, whether every step is the expected answer. */
function caseAnswer(c: FixtureCaseRef, outcome: CaseOutcome): { answer: string; asExpected: boolean } {
  if (outcome.kind === 'skipped') return { answer: `skipped: ${outcome.reason}`, asExpected: false };
  if (outcome.kind !== 'ok') return { answer: `${outcome.kind}: ${outcome.message.split('\n')[0]}`, asExpected: false };
  const wrong = stepsOf(c).flatMap(({ expected }, i) => (answersAsExpected(outcome.results[i], expected) ? [] : [i]));
  const n = outcome.results.length;
  const answer = wrong.length === 0 ? `${n} results, each the expected answer` : `${n} results; not the expected answer at step ${wrong.join(', ')}`;
  return { answer, asExpected: wrong.length === 0 };
}

function stepsOf(c: FixtureCaseRef) {
  return c.fixture.steps.map(({ expect: expected, requirement: _r, ...sent }) => ({ sent, expected }));
}

export interface Comparison {
  cases: number;
  steps: number;
  disagreements: Disagreement[];
}

export function compareAnswers(cases: readonly FixtureCaseRef[], hosts: readonly LabelledAnswers[]): Comparison {
  const disagreements: Disagreement[] = [];
  let compared = 0;
  let steps = 0;
  for (const c of cases) {
    const taking = hosts.flatMap((h) => {
      const outcome = h.answers.outcomes.get(c.fixture.id);
      return outcome === undefined ? [] : [{ label: h.label, outcome }];
    });
    if (taking.length < 2) continue;
    compared += 1;
    const head = { case: c.fixture.id, file: c.file, area: c.area, requirements: c.fixture.requirements };
    const results = taking.map((t) => (t.outcome.kind === 'ok' ? t.outcome.results : undefined));
    if (results.some((r) => r === undefined)) {
      const answers: HostAnswer[] = taking.map((t) => ({ host: t.label, ...caseAnswer(c, t.outcome) }));
      disagreements.push({ ...head, answers });
      continue;
    }
    stepsOf(c).forEach(({ sent, expected }, i) => {
      steps += 1;
      const answers: HostAnswer[] = taking.map((t, h) => {
        const answer = results[h]![i];
        const difference = differenceFromExpected(answer, expected);
        return { host: t.label, answer, asExpected: answersAsExpected(answer, expected), ...(difference !== undefined ? { difference } : {}) };
      });
      const parts = new Set(answers.map((a) => canonical(decidedPart(a.answer, expected))));
      if (parts.size > 1) disagreements.push({ ...head, step: i, sent, expected, answers });
    });
  }
  return { cases: compared, steps, disagreements };
}
