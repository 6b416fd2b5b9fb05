// One bug, one red requirement, for a fixture step of any rule: where the host's answer itself shows which
// rule it breaks, the mismatch is charged to that rule (cited by the case or not, and before the step's own
// `requirement`), not to the case's first listed requirement or the rule the step is about. Each rule here reads only the step and the two
// answers, and fires only on a difference that one rule alone explains:
// - registry: an expected qualifiedName joined with `__` answered with the same segments joined otherwise
//   (REGISTRY-007, "qualifiedName joins owner path and name with `__`");
// - catalog: a `discover` answer that holds every expected result and more than `discoverTopK` entries
//   (CATALOG-007, "at most discoverTopK entries");
// - catalog: a `loadTool` answer loading the expected tool and evicting as many tools as expected, but
//   others, each a tool an earlier step of the case loaded and none always-loaded: the set's size was right,
//   only the choice of which tool goes was not (CATALOG-014, "evict the tool whose last load or use is the
//   oldest"); a host evicting nothing or too much is left to the case's own rule (what counts);
// - turns: a `journal` answer holding exactly the expected entries in another order (TURN-012, "in order",
//   "in call order").
import type { FixtureCase, FixtureStep } from '../../host/fixture-types.js';
import type { StepResult } from '../../host/protocol.js';

/** The requirement the answer shows the step breaks, when one rule alone explains the difference (cited by the case or not). */
export function evidencedRule(fixtureCase: FixtureCase, step: FixtureStep, actual: StepResult | undefined, area: string): string | undefined {
  if (actual === undefined) return undefined;
  // The rule decides that value whatever the case is about, so it is charged even when the case cites it not.
  if (area === 'registry') return joinRule(step.expect, actual);
  if (area === 'catalog') return discoverRule(fixtureCase, step, actual) ?? evictionChoiceRule(fixtureCase, step, actual);
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

/** More `discover` results than discoverTopK, the expected ones among them. */
function discoverRule(fixtureCase: FixtureCase, step: FixtureStep, actual: StepResult): string | undefined {
  if (step.op !== 'discover') return undefined;
  const want = (step.expect as { results?: unknown }).results;
  const got = (actual as { results?: unknown }).results;
  if (!Array.isArray(want) || !Array.isArray(got) || got.length <= want.length) return undefined;
  const topK = ((fixtureCase.setup as { config?: { deferredTools?: { discoverTopK?: unknown } } }).config?.deferredTools?.discoverTopK ?? 5) as unknown;
  if (typeof topK !== 'number' || got.length <= topK) return undefined;
  const answered = got.map((r) => JSON.stringify(r));
  return want.every((w) => answered.some((a) => a.includes(JSON.stringify((w as { name?: unknown }).name ?? w)))) ? 'CATALOG-007' : undefined;
}

/** The framework tools always loaded when a case's configuration names none (spec/catalog.md, alwaysLoadedTools). */
const DEFAULT_ALWAYS_LOADED = ['ask_user', 'spawn_task', 'discover', 'load_tool', 'load_skill'];

/** As many evicted tools as expected, other ones, each loaded earlier in the case and none always-loaded. */
function evictionChoiceRule(fixtureCase: FixtureCase, step: FixtureStep, actual: StepResult): string | undefined {
  if (step.op !== 'loadTool') return undefined;
  const want = step.expect as { loaded?: unknown; evicted?: unknown };
  const got = actual as { loaded?: unknown; evicted?: unknown };
  if (!Array.isArray(want.evicted) || !Array.isArray(got.evicted) || want.evicted.length === 0) return undefined;
  if (got.loaded !== want.loaded || got.evicted.length !== want.evicted.length) return undefined;
  if (JSON.stringify([...got.evicted].sort()) === JSON.stringify([...want.evicted].sort())) return undefined;
  const deferred = (fixtureCase.setup as { config?: { deferredTools?: { alwaysLoadedTools?: unknown; mcpServers?: unknown } } }).config?.deferredTools;
  const always = new Set<unknown>(Array.isArray(deferred?.alwaysLoadedTools) ? deferred.alwaysLoadedTools : DEFAULT_ALWAYS_LOADED);
  for (const server of Object.values((deferred?.mcpServers ?? {}) as Record<string, { alwaysLoadedTools?: unknown }>))
    if (Array.isArray(server?.alwaysLoadedTools)) for (const name of server.alwaysLoadedTools) always.add(name);
  // Only the step's own session counts: a tool another session loaded is in no set of this one (CATALOG-013).
  const position = fixtureCase.steps.indexOf(step);
  const before = fixtureCase.steps.slice(0, position === -1 ? undefined : position);
  const sessionOf = new Map<unknown, unknown>();
  for (const s of before) {
    const { session, parent } = s as { session?: unknown; parent?: unknown };
    const turn = (s.expect as { turn?: unknown } | undefined)?.turn;
    if (s.op === 'startTurn' && turn !== undefined) sessionOf.set(turn, session ?? sessionOf.get(parent));
  }
  const own = sessionOf.get((step as { turn?: unknown }).turn);
  if (own === undefined) return undefined;
  const loadedBefore = new Set(before.filter((s) => s.op === 'loadTool' && sessionOf.get((s as { turn?: unknown }).turn) === own).map((s) => (s as { name?: unknown }).name));
  return got.evicted.every((name) => loadedBefore.has(name) && !always.has(name)) ? 'CATALOG-014' : undefined;
}

/** The expected journal entries, each answered, in another order. */
function journalOrderRule(step: FixtureStep, actual: StepResult): string | undefined {
  if (step.op !== 'journal') return undefined;
  const want = (step.expect as { entries?: unknown }).entries;
  const got = (actual as { entries?: unknown }).entries;
  if (!Array.isArray(want) || !Array.isArray(got) || want.length !== got.length || want.length < 2) return undefined;
  // Entries are compared as the fixture states them (toMatchObject): each expected entry matched by one answered.
  const matches = (w: unknown, g: unknown): boolean =>
    typeof w === 'object' && w !== null && typeof g === 'object' && g !== null && Object.entries(w).every(([k, v]) => JSON.stringify((g as Record<string, unknown>)[k]) === JSON.stringify(v));
  const free = [...got];
  for (const w of want) {
    const at = free.findIndex((g) => matches(w, g));
    if (at === -1) return undefined;
    free.splice(at, 1);
  }
  return want.every((w, i) => matches(w, got[i])) ? undefined : 'TURN-012';
}
