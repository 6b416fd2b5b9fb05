// Expectations applied to the per-requirement verdicts of a run:
//   listed `fail`, still failing → XFAIL (reported, not a pass, does not fail the run)
//   listed `fail`, now passing   → XPASS (a stale entry: fails the run until it is deleted)
//   listed `flaky`               → FLAKY_FAIL or FLAKY_PASS (either outcome accepted)
// A requirement is listed by its ID, or by case/test entries covering every one of its failing tests.
import type { RequirementResult, RequirementStatus } from '../run/run-result.js';
import type { ExpectationContext, ExpectationEntry } from './entry.js';
import { isRequirementId } from './entry.js';
import { conditionsHold, entryMatchesTest } from './match.js';

export type { ExpectationContext } from './entry.js';

export interface AppliedExpectations {
  results: RequirementResult[];
  /** One warning per entry that matches no requirement of the kit and no test of this run. */
  warnings: string[];
}

const FAILING: ReadonlySet<RequirementStatus> = new Set(['FAIL', 'ERROR', 'TIMEOUT', 'CRASH']);

export function applyExpectations(
  results: readonly RequirementResult[],
  context: ExpectationContext,
  knownRequirementIds: ReadonlySet<string>,
  testNames: readonly string[],
): AppliedExpectations {
  return {
    results: results.map((r) => applyToRequirement(r, context)),
    warnings: unmatchedWarnings(context, knownRequirementIds, testNames),
  };
}

function applyToRequirement(result: RequirementResult, context: ExpectationContext): RequirementResult {
  const failing = FAILING.has(result.status);
  if (!failing && result.status !== 'PASS') return result; // NOT_RUN / NOT_APPLICABLE: nothing to judge
  const { file, entries } = context.expectations;
  const active = entries.filter((e) => conditionsHold(e, result.area, context.hostVersion));
  const own = active.find((e) => e.id === result.id);
  if (own) return judged(result, [own], failing, own.status === 'fail', file);

  const caseEntries = active.filter((e) => !isRequirementId(e.id));
  const entriesOf = (testName: string): ExpectationEntry[] => caseEntries.filter((e) => entryMatchesTest(e.id, testName));
  const matched = unique(result.tests.flatMap((t) => entriesOf(t.name)));
  if (matched.length === 0) return result;
  if (failing) {
    const badTests = result.tests.filter((t) => t.status !== 'PASS' && t.status !== 'SKIPPED');
    const unlisted = badTests.filter((t) => entriesOf(t.name).length === 0);
    if (unlisted.length > 0) {
      const reason = `${result.reason ?? ''} (${unlisted.length} failing test(s) not listed in ${file}, e.g. ${unlisted[0]!.name})`;
      return { ...result, reason, expectations: matched };
    }
    const covering = unique(badTests.flatMap((t) => entriesOf(t.name)));
    return judged(result, covering, true, covering.some((e) => e.status === 'fail'), file);
  }
  // Passing: a `fail` entry naming one of its (passing) tests is stale.
  const stale = matched.filter((e) => e.status === 'fail');
  return judged(result, stale.length > 0 ? stale : matched, false, stale.length > 0, file);
}

/** The verdict for a listed requirement; `strict` = listed as `fail` (not only flaky). */
function judged(result: RequirementResult, by: ExpectationEntry[], failing: boolean, strict: boolean, file: string): RequirementResult {
  const ids = by.map((e) => JSON.stringify(e.id)).join(', ');
  const why = by.map((e) => e.reason).join('; ');
  const base = { ...result, observed: result.status, expectations: by };
  if (failing) {
    const status: RequirementStatus = strict ? 'XFAIL' : 'FLAKY_FAIL';
    return { ...base, status, reason: `${strict ? 'expected failure' : 'known flaky'} (${file}: ${why}); observed ${result.status}: ${result.reason ?? ''}` };
  }
  if (strict) {
    return { ...base, status: 'XPASS', reason: `stale expectation: ${result.id} passes now; delete the entry ${ids} from ${file}` };
  }
  return { ...base, status: 'FLAKY_PASS', reason: `known flaky (${file}: ${why}); passed this time` };
}

function unmatchedWarnings(context: ExpectationContext, known: ReadonlySet<string>, testNames: readonly string[]): string[] {
  const { file, entries } = context.expectations;
  return entries
    .filter((e) => (isRequirementId(e.id) ? !known.has(e.id) : !testNames.some((name) => entryMatchesTest(e.id, name))))
    .map((e) =>
      isRequirementId(e.id)
        ? `${file}: entry "${e.id}" names no requirement the kit knows (see capkit spec)`
        : `${file}: entry "${e.id}" matches no test of this run (see capkit list)`,
    );
}

function unique<T>(items: readonly T[]): T[] {
  return [...new Set(items)];
}
