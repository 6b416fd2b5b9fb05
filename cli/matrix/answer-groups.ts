// The hosts of one disagreement grouped by what they answered (on the fields the contract fixes).
import { canonical, decidedPart } from './decided-part.js';
import type { Disagreement } from './matrix-report.js';

export interface AnswerGroup {
  hosts: string[];
  answer: unknown;
  asExpected: boolean;
  difference?: string;
}

export function answerGroups(d: Disagreement): AnswerGroup[] {
  const groups = new Map<string, AnswerGroup>();
  for (const a of d.answers) {
    const key = d.step === undefined ? canonical(a.answer) : canonical(decidedPart(a.answer, d.expected));
    const group = groups.get(key);
    if (group) group.hosts.push(a.host);
    else groups.set(key, { hosts: [a.host], answer: a.answer, asExpected: a.asExpected, ...(a.difference !== undefined ? { difference: a.difference } : {}) });
  }
  return [...groups.values()];
}
