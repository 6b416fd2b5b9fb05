// Where the hosts of a matrix answered a fixture case differently: per step, the hosts whose decided
// parts (./decided-part.ts) differ, each host's answer and whether it is the expected one; a case that
// some host answered with no results at all (errored, timeout, crash, protocol) is one whole-case entry.
// Only hosts that claim the case's area take part; with fewer than two of them there is nothing to compare.
import type { CaseOutcome } from '../../host/connection.js';
import { answersAsExpected, canonical, decidedPart } from './decided-part.js';
import type { FixtureCaseRef, HostAnswers } from './fixture-answers.js';
import type { Disagreement, HostAnswer } from './matrix-report.js';

export interface LabelledAnswers {
  label: string;
  answers: HostAnswers;
}

function outcomeText(outcome: CaseOutcome): string {
  if (outcome.kind === 'ok') return `${outcome.results.length} results`;
  if (outcome.kind === 'skipped') return `skipped: ${outcome.reason}`;
  return `${outcome.kind}: ${outcome.message.split('\n')[0]}`;
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
      const answers: HostAnswer[] = taking.map((t) => ({ host: t.label, answer: outcomeText(t.outcome), asExpected: t.outcome.kind === 'ok' }));
      disagreements.push({ ...head, answers });
      continue;
    }
    stepsOf(c).forEach(({ sent, expected }, i) => {
      steps += 1;
      const answers: HostAnswer[] = taking.map((t, h) => {
        const answer = results[h]![i];
        return { host: t.label, answer, asExpected: answersAsExpected(answer, expected) };
      });
      const parts = new Set(answers.map((a) => canonical(decidedPart(a.answer, expected))));
      if (parts.size > 1) disagreements.push({ ...head, step: i, sent, expected, answers });
    });
  }
  return { cases: compared, steps, disagreements };
}
