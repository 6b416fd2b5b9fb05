// One bug, one red requirement, for a fixture step of any rule: where the host's answer itself shows which
// rule it breaks, the mismatch is charged to that rule (cited by the case or not, and before the step's own
// `requirement`), not to the case's first listed requirement or the rule the step is about. Each rule here
// reads only the step and the two answers, and fires only on a difference that one rule alone explains:
// - registry: an expected qualifiedName joined with `__` answered with the same segments joined otherwise
//   (REGISTRY-007, "qualifiedName joins owner path and name with `__`"); an `index` answer whose tools,
//   skills or agents are exactly the expected ones in another order (REGISTRY-026, "sorted by qualifiedName");
// - catalog: the discover limit, the eviction choice, the session trim and the catalog membership a
//   wrong answer shows (./catalog-step-evidence.ts, which reads the step's companion answer too);
// - turns: a `journal` answer holding exactly the expected entries in another order (TURN-012, "in order",
//   "in call order").
import type { FixtureCase, FixtureStep } from '../../host/fixture-types.js';
import type { StepResult } from '../../host/protocol.js';
import { catalogStepRule } from './catalog-step-evidence.js';

/**
 * The requirement the answer shows the step breaks, when one rule alone explains the difference (cited by
 * the case or not). `companion`: the answer to the step's read-only companion (catalog only).
 */
export function evidencedRule(fixtureCase: FixtureCase, step: FixtureStep, actual: StepResult | undefined, area: string, companion?: StepResult): string | undefined {
  if (actual === undefined) return undefined;
  // The rule decides that value whatever the case is about, so it is charged even when the case cites it not.
  if (area === 'registry') return joinRule(step.expect, actual) ?? indexOrderRule(step, actual);
  if (area === 'catalog') return catalogStepRule(fixtureCase, step, actual, companion);
  if (area === 'turns') return journalOrderRule(step, actual);
  return undefined;
}

function strings(value: unknown, out: Set<string> = new Set()): Set<string> {
  if (typeof value === 'string') out.add(value);
  else if (Array.isArray(value)) for (const v of value) strings(v, out);
  else if (typeof value === 'object' && value !== null) for (const v of Object.values(value)) strings(v, out);
  return out;
}

/** An expected `a__b` missing from the answer, which holds `a<sep>b` for one other separator. */
function joinRule(expected: unknown, actual: StepResult): string | undefined {
  const answered = strings(actual);
  for (const want of strings(expected)) {
    if (!want.includes('__') || answered.has(want)) continue;
    const segments = want.split('__');
    for (const got of answered) {
      const sep = separatorJoining(got, segments);
      if (sep !== undefined && sep !== '__') return 'REGISTRY-007';
    }
  }
  return undefined;
}

/** The one separator that joins `segments` into `text`, if some does. */
function separatorJoining(text: string, segments: readonly string[]): string | undefined {
  const [first, ...rest] = segments;
  if (first === undefined || rest.length === 0 || !text.startsWith(first)) return undefined;
  const afterFirst = text.slice(first.length);
  const next = rest[0]!;
  const at = afterFirst.indexOf(next);
  if (at <= 0) return undefined;
  const sep = afterFirst.slice(0, at);
  return segments.join(sep) === text ? sep : undefined;
}

/** Does `g` hold every field `w` states, with the same value (the fixtures' toMatchObject reading)? */
const holds = (w: unknown, g: unknown): boolean =>
  typeof w === 'object' && w !== null && typeof g === 'object' && g !== null && Object.entries(w).every(([k, v]) => JSON.stringify((g as Record<string, unknown>)[k]) === JSON.stringify(v));

/** How `got`'s entries stand to `want`'s: each matched in place, all matched in another order, or not all there. */
function entriesOrder(want: unknown, got: unknown): 'in-order' | 'reordered' | 'different' {
  if (!Array.isArray(want) || !Array.isArray(got) || want.length !== got.length) return 'different';
  if (want.every((w, i) => holds(w, got[i]))) return 'in-order';
  const free = [...got];
  for (const w of want) {
    const at = free.findIndex((g) => holds(w, g));
    if (at === -1) return 'different';
    free.splice(at, 1);
  }
  return 'reordered';
}

/** The expected journal entries, each answered, in another order. */
function journalOrderRule(step: FixtureStep, actual: StepResult): string | undefined {
  if (step.op !== 'journal') return undefined;
  return entriesOrder((step.expect as { entries?: unknown }).entries, (actual as { entries?: unknown }).entries) === 'reordered' ? 'TURN-012' : undefined;
}

/** An `index` answer listing exactly the expected capabilities, one of its lists in another order. */
function indexOrderRule(step: FixtureStep, actual: StepResult): string | undefined {
  if (step.op !== 'index' || typeof step.expect !== 'object' || step.expect === null) return undefined;
  const want = step.expect as Record<string, unknown>;
  const got = actual as Record<string, unknown>;
  const orders = ['tools', 'skills', 'agents'].filter((k) => Array.isArray(want[k])).map((k) => entriesOrder(want[k], got[k]));
  return orders.includes('reordered') && !orders.includes('different') ? 'REGISTRY-026' : undefined;
}
