// What a broken host or a variant must show over the whole suites of its areas (pure).
// A broken host passes its check when one of its own rules goes red (it is caught by the rule it
// breaks); more than a few red requirements is a warning: one bug should turn few rules red. A variant
// passes when no MUST is red and every red requirement is one it departs from (else: a false red).
import type { RequirementResult, RequirementInfo } from '../../cli/run/aggregate.js';
import { isFailing } from '../../cli/report/status.js';

/** More red requirements than this for one planted bug is worth a look (one bug, one red requirement). */
export const MAX_RED_PER_BUG = 3;

export interface RedRequirement {
  id: string;
  level: RequirementInfo['level'];
  status: string;
}

export interface MutantSubject {
  kind: 'mutant';
  name: string;
  /** The requirements it breaks: one of them must go red. */
  rules: readonly string[];
  describes: string;
}

export interface VariantSubject {
  kind: 'variant';
  name: string;
  /** The SHOULD/MAY requirements it may fail. */
  departsFrom: readonly string[];
  describes: string;
}

export type Subject = MutantSubject | VariantSubject;

export interface HostCheck {
  kind: Subject['kind'];
  name: string;
  describes: string;
  areas: string[];
  /** The host did what it must: a mutant was caught by its own rule; a variant passed every MUST. */
  passed: boolean;
  /** Every requirement that went red (FAIL, ERROR, TIMEOUT, CRASH). */
  red: RedRequirement[];
  /** Mutant: its own rules among the red ones. */
  caughtBy?: string[];
  /** Variant: red requirements it may not fail (a false red of the suites). */
  falseRed?: string[];
  /** Why passed is false, or what to look at although it passed. */
  problems: string[];
  warnings: string[];
}

export function checkHost(subject: Subject, areas: readonly string[], results: readonly RequirementResult[], suiteProblems: readonly string[] = []): HostCheck {
  const red = results.filter((r) => isFailing(r.status)).map((r) => ({ id: r.id, level: r.level, status: r.status }));
  const redIds = red.map((r) => r.id);
  const base = { kind: subject.kind, name: subject.name, describes: subject.describes, areas: [...areas], red };
  const problems = suiteProblems.map((p) => `suite error: ${p.split('\n')[0]}`);
  if (subject.kind === 'mutant') {
    const caughtBy = subject.rules.filter((id) => redIds.includes(id));
    if (caughtBy.length === 0) problems.push(`none of its rules (${subject.rules.join(', ')}) went red`);
    const warnings = red.length > MAX_RED_PER_BUG ? [`${red.length} requirements red for one planted bug (more than ${MAX_RED_PER_BUG})`] : [];
    return { ...base, passed: problems.length === 0, caughtBy, problems, warnings };
  }
  const falseRed = red.filter((r) => r.level === 'MUST' || !subject.departsFrom.includes(r.id)).map((r) => r.id);
  if (falseRed.length > 0) problems.push(`red where it may not be: ${falseRed.join(', ')}`);
  // A variant is a correct host: a requirement of its areas left undecided (its tests stopped at the
  // departed SHOULD) withholds its verdict. Said as a warning.
  const open = results.filter((r) => areas.includes(r.area) && (r.status === 'NOT_RUN' || r.status === 'PARTIAL')).map((r) => r.id);
  const warnings = open.length > 0 ? [`left open, so no verdict: ${open.join(', ')}`] : [];
  return { ...base, passed: problems.length === 0, falseRed, problems, warnings };
}
