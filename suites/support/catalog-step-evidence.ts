// One bug, one red requirement, for a catalog fixture step (before its own `requirement`, ./step-evidence.ts): where the
// host's answer (and its own catalog at that moment, the step's probe: ./catalog-companions.ts) shows which
// rule it breaks, the mismatch is charged to that rule, whatever the case is about. Each rule here fires
// only on a difference that one rule alone explains:
// - a `discover` answer holding every expected result and more than `discoverTopK` entries: CATALOG-007;
// - more loaded tools than `maxLoadedPerSession`: a session snapshot that long, or, after a load that evicted
//   less than due, the host's own catalog of the turn exposing that many (CATALOG-014, "never hold more");
// - a `loadTool` answer loading the expected tool and evicting as many tools as expected, but others, each
//   one that may be in the turn's working set (its own loads, the load itself, what ended turns of its
//   session persisted), none always-loaded: the set's size was right, only the choice of which tool goes
//   was not (CATALOG-014, "evict the tool whose last load or use is the oldest"); evicting nothing or too
//   much is what counts, the case's own rule;
// - a session snapshot as long as expected that kept the oldest of the tools due and kept (by their last
//   loads and uses in ended turns), most recent first: the trim kept the wrong end (CATALOG-014);
// - a snapshot lacking skills that ended turns activated (and right otherwise): they did not persist
//   (CATALOG-013); a `tools` answer that differs by ask_user alone: the framework tools' rule (CATALOG-025);
// - a name the turn may not load, discover or unlock, answered as if it could, that the host's own catalog
//   of the turn holds: the rule that keeps it out of the catalog decides (a hidden or access-restricted
//   tool: CATALOG-001; an agent's tool: CATALOG-002), not the op's. A skill's tool is left to the case: whether
//   its skill is active is the turn's state, which several rules decide.
import type { FixtureCase, FixtureStep } from '../../host/fixture-types.js';
import type { StepResult } from '../../host/protocol.js';
import { DEFAULT_ALWAYS_LOADED } from '../catalog/model.js';

/** The rule the answer shows the step breaks, given the host's answer and the step's companion answer. */
export function catalogStepRule(fixtureCase: FixtureCase, step: FixtureStep, actual: StepResult, companion?: StepResult): string | undefined {
  return (
    discoverRule(fixtureCase, step, actual) ??
    limitRule(fixtureCase, step, actual, companion) ??
    evictionChoiceRule(fixtureCase, step, actual) ??
    sessionTrimRule(fixtureCase, step, actual) ??
    skillsPersistRule(step, actual) ??
    askUserRule(step, actual) ??
    membershipRule(fixtureCase, step, actual, companion)
  );
}

const toolNames = (result: unknown): unknown[] | undefined => {
  const tools = (result as { tools?: unknown } | undefined)?.tools;
  return Array.isArray(tools) ? tools.map((t) => (isObject(t) ? t.name : undefined)) : undefined;
};

/** A `tools` answer that differs from the expected one by ask_user alone, there or not: the framework rule. */
function askUserRule(step: FixtureStep, actual: StepResult): string | undefined {
  if (step.op !== 'tools') return undefined;
  const want = toolNames(step.expect);
  const got = toolNames(actual);
  if (want === undefined || got === undefined) return undefined;
  const only = (a: unknown[], b: unknown[]) => a.filter((n) => !b.includes(n));
  const differ = [...only(want, got), ...only(got, want)];
  return differ.length === 1 && differ[0] === 'ask_user' ? 'CATALOG-025' : undefined;
}

/** A snapshot with the expected loaded tools that lacks skills ended turns activated: they did not persist. */
function skillsPersistRule(step: FixtureStep, actual: StepResult): string | undefined {
  if (step.op !== 'session') return undefined;
  const want = step.expect as { loaded?: unknown; skills?: unknown };
  const got = actual as { loaded?: unknown; skills?: unknown };
  if (!Array.isArray(want.skills) || !Array.isArray(got.skills) || JSON.stringify(got.loaded) !== JSON.stringify(want.loaded)) return undefined;
  const kept = got.skills;
  return kept.length < want.skills.length && kept.every((k) => (want.skills as unknown[]).includes(k)) ? 'CATALOG-013' : undefined;
}

/** The case's maxLoadedPerSession, when its configuration is valid there (default 12). */
function maxLoaded(fixtureCase: FixtureCase): number | undefined {
  const value = (fixtureCase.setup as { config?: { deferredTools?: { maxLoadedPerSession?: unknown } } }).config?.deferredTools?.maxLoadedPerSession ?? 12;
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : undefined;
}

/**
 * More loaded tools than maxLoadedPerSession: a session snapshot that long, or, after a load that evicted
 * less than due, more exposed tools (not always-loaded) in the host's own Anthropic catalog of the turn.
 */
function limitRule(fixtureCase: FixtureCase, step: FixtureStep, actual: StepResult, probe?: StepResult): string | undefined {
  const max = maxLoaded(fixtureCase);
  if (max === undefined || 'error' in actual) return undefined;
  if (step.op === 'session') {
    const loaded = (actual as { loaded?: unknown }).loaded;
    return Array.isArray(loaded) && loaded.length > max ? 'CATALOG-014' : undefined;
  }
  if (step.op !== 'loadTool') return undefined;
  const want = (step.expect as { evicted?: unknown }).evicted;
  const got = (actual as { evicted?: unknown }).evicted;
  if (!Array.isArray(want) || !Array.isArray(got) || got.length >= want.length) return undefined;
  const tools = (probe as { tools?: unknown } | undefined)?.tools;
  if (!Array.isArray(tools)) return undefined;
  const always = alwaysLoaded(fixtureCase);
  const exposed = tools.filter((t) => isObject(t) && t.defer_loading !== true && !always.has(t.name));
  return exposed.length > max ? 'CATALOG-014' : undefined;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

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

function alwaysLoaded(fixtureCase: FixtureCase): Set<unknown> {
  const deferred = (fixtureCase.setup as { config?: { deferredTools?: { alwaysLoadedTools?: unknown; mcpServers?: unknown } } }).config?.deferredTools;
  const always = new Set<unknown>(Array.isArray(deferred?.alwaysLoadedTools) ? deferred.alwaysLoadedTools : DEFAULT_ALWAYS_LOADED);
  if (isObject(deferred?.mcpServers)) {
    for (const server of Object.values(deferred.mcpServers)) if (isObject(server) && Array.isArray(server.alwaysLoadedTools)) for (const name of server.alwaysLoadedTools) always.add(name);
  }
  return always;
}

/** The turns of a case up to step `upTo` (exclusive), read from the expected answers of its startTurn and endTurn steps. */
interface TurnInfo {
  readonly session: unknown;
  readonly subAgent: boolean;
  readonly startedAt: number;
  endedAt?: number;
}

function turnsBefore(fixtureCase: FixtureCase, upTo: number): Map<unknown, TurnInfo> {
  const turns = new Map<unknown, TurnInfo>();
  fixtureCase.steps.slice(0, upTo).forEach((s, i) => {
    const { session, parent, turn } = s as { session?: unknown; parent?: unknown; turn?: unknown };
    const handle = (s.expect as { turn?: unknown } | undefined)?.turn;
    if (s.op === 'startTurn' && handle !== undefined) turns.set(handle, { session: session ?? turns.get(parent)?.session, subAgent: parent !== undefined, startedAt: i });
    if (s.op === 'endTurn') {
      const t = turns.get(turn);
      if (t !== undefined && t.endedAt === undefined) t.endedAt = i;
    }
  });
  return turns;
}

/** Tool name → the index of its last load (or use, when `uses`) by one of `turns` before step `upTo`. */
function lastStamps(fixtureCase: FixtureCase, upTo: number, turns: ReadonlySet<unknown>, uses: boolean): Map<unknown, number> {
  const stamps = new Map<unknown, number>();
  fixtureCase.steps.slice(0, upTo).forEach((s, i) => {
    const { turn, name, tool } = s as { turn?: unknown; name?: unknown; tool?: unknown };
    if (!turns.has(turn)) return;
    if (s.op === 'loadTool' && (s.expect as { loaded?: unknown }).loaded === name) stamps.set(name, i);
    if (uses && s.op === 'use' && (s.expect as { exposed?: unknown }).exposed === true && stamps.has(tool)) stamps.set(tool, i);
  });
  return stamps;
}

/** Top-level turns of `session` that ended before step `before`. */
function endedTurnsOf(turns: ReadonlyMap<unknown, TurnInfo>, session: unknown, before: number): Set<unknown> {
  return new Set([...turns].filter(([, t]) => !t.subAgent && t.session === session && t.endedAt !== undefined && t.endedAt < before).map(([k]) => k));
}

/** As many evicted tools as expected, other ones, each possibly in the working set and none always-loaded. */
function evictionChoiceRule(fixtureCase: FixtureCase, step: FixtureStep, actual: StepResult): string | undefined {
  if (step.op !== 'loadTool') return undefined;
  const want = step.expect as { loaded?: unknown; evicted?: unknown };
  const got = actual as { loaded?: unknown; evicted?: unknown };
  if (!Array.isArray(want.evicted) || !Array.isArray(got.evicted) || want.evicted.length === 0) return undefined;
  if (got.loaded !== want.loaded || got.evicted.length !== want.evicted.length) return undefined;
  if (JSON.stringify([...got.evicted].sort()) === JSON.stringify([...want.evicted].sort())) return undefined;
  const position = fixtureCase.steps.indexOf(step);
  if (position === -1) return undefined;
  const turns = turnsBefore(fixtureCase, position);
  const own = turns.get((step as { turn?: unknown }).turn);
  if (own === undefined) return undefined;
  // What may be in the working set: what the session persisted when this turn started, its own loads, this load.
  const sources = endedTurnsOf(turns, own.session, own.startedAt);
  sources.add((step as { turn?: unknown }).turn);
  const candidates = new Set(lastStamps(fixtureCase, position, sources, false).keys());
  candidates.add((step as { name?: unknown }).name);
  const always = alwaysLoaded(fixtureCase);
  return got.evicted.every((name) => candidates.has(name) && !always.has(name)) ? 'CATALOG-014' : undefined;
}

/** A snapshot of the expected size and skills, in stamp order, of tools the session's ended turns loaded, but other ones. */
function sessionTrimRule(fixtureCase: FixtureCase, step: FixtureStep, actual: StepResult): string | undefined {
  if (step.op !== 'session') return undefined;
  const want = step.expect as { loaded?: unknown; skills?: unknown };
  const got = actual as { loaded?: unknown; skills?: unknown };
  if (!Array.isArray(want.loaded) || !Array.isArray(got.loaded) || got.loaded.length !== want.loaded.length || got.loaded.length === 0) return undefined;
  if (JSON.stringify(got.skills) !== JSON.stringify(want.skills)) return undefined;
  if (JSON.stringify([...got.loaded].sort()) === JSON.stringify([...want.loaded].sort())) return undefined;
  const position = fixtureCase.steps.indexOf(step);
  if (position === -1) return undefined;
  const turns = turnsBefore(fixtureCase, position);
  // The merge keeps each tool's latest stamp: its last load or use in any ended top-level turn of the session.
  const stamps = lastStamps(fixtureCase, position, endedTurnsOf(turns, (step as { session?: unknown }).session, position), true);
  return keptTheOldest(got.loaded, want.loaded, stamps) ? 'CATALOG-014' : undefined;
}

/**
 * The trim's signature: of the tools due and the tools kept, the host kept the oldest ones (by `stamps`),
 * listed most recent first. Right stamps, the wrong end of them: a wrong stamp (a merge that keeps the
 * older one, CATALOG-013) drops some other tool, and is left to the case's rule.
 */
export function keptTheOldest(kept: readonly unknown[], due: readonly unknown[], stamps: ReadonlyMap<unknown, number>): boolean {
  const all = [...new Set([...kept, ...due])];
  if (!all.every((name) => stamps.has(name))) return false;
  const oldestFirst = all.sort((a, b) => stamps.get(a)! - stamps.get(b)!);
  const oldest = oldestFirst.slice(0, kept.length).reverse();
  return JSON.stringify(oldest) === JSON.stringify(kept);
}

const ACCESS_FIELDS = ['platforms', 'scopes', 'permissions'];
const TOOL_PATH = /^(?:agents\/([^/]+)\/)?(?:skills\/([^/]+)\/)?tools\/([^/]+)\/index\.[jt]s$/;

/** Why the case keeps a tool out of a catalog, read from its definition: hidden or restricted, else its scope. */
function exclusionRule(fixtureCase: FixtureCase, upTo: number, name: unknown): string | undefined {
  let rule: string | undefined;
  const restricted = (def: unknown): boolean | 'hidden' => (isObject(def) ? (def.hidden === true ? 'hidden' : ACCESS_FIELDS.some((f) => f in def)) : false);
  for (const s of fixtureCase.steps.slice(0, upTo)) {
    if (s.op === 'load' && Array.isArray((s as { trees?: unknown }).trees)) {
      for (const tree of (s as { trees?: unknown }).trees as unknown[]) {
        if (!isObject(tree) || !isObject(tree.files)) continue;
        for (const [path, file] of Object.entries(tree.files)) {
          const m = TOOL_PATH.exec(path);
          if (m === null || [m[1], m[2], m[3]].filter(Boolean).join('__') !== name) continue;
          const access = restricted(isObject(file) ? file.tool : undefined);
          // A skill's tool is out until the skill is active in the turn, which the turn's state decides (its
          // session, its isolation from open siblings, CATALOG-013/017/018): no definition alone tells that rule.
          const scope = m[2] !== undefined ? 'stateful' : m[1] !== undefined ? 'CATALOG-002' : undefined;
          // A hidden tool is in no catalog; otherwise one reason alone tells the rule.
          rule = access === 'hidden' ? 'CATALOG-001' : access && scope === undefined ? 'CATALOG-001' : !access && scope === 'CATALOG-002' ? scope : undefined;
        }
      }
    }
    if (s.op === 'registerProvider') {
      const provider = (s as { provider?: unknown }).provider;
      const tools = isObject(provider) && Array.isArray(provider.tools) ? provider.tools : [];
      for (const tool of tools) if (isObject(tool) && tool.name === name) rule = restricted(tool) ? 'CATALOG-001' : undefined;
    }
  }
  return rule;
}

/** The tool names an Anthropic `tools` answer lists: the host's own catalog of the turn. */
function catalogOf(probe: StepResult | undefined): Set<unknown> | undefined {
  const names = toolNames(probe);
  return names === undefined ? undefined : new Set(names);
}

/** Names the answer holds that the expectation does not, for the ops that read the catalog. */
function wronglyAnswered(step: FixtureStep, actual: StepResult): unknown[] {
  if ('error' in actual) return [];
  const want = step.expect as Record<string, unknown>;
  const got = actual as Record<string, unknown>;
  if (step.op === 'loadTool') return isObject(want.error) && want.error.code === 'not-found' && got.loaded === (step as { name?: unknown }).name ? [got.loaded] : [];
  const list = step.op === 'discover' ? 'results' : step.op === 'loadSkill' ? 'unlocked' : undefined;
  if (list === undefined || !Array.isArray(want[list]) || !Array.isArray(got[list])) return [];
  const nameOf = (e: unknown): unknown => (isObject(e) ? (e.kind === undefined || e.kind === 'tool' ? e.name : undefined) : e);
  const expected = new Set((want[list] as unknown[]).map(nameOf));
  return (got[list] as unknown[]).map(nameOf).filter((n) => n !== undefined && !expected.has(n));
}

/** Every wrongly answered name is in the host's own catalog, kept out of it by one and the same rule. */
function membershipRule(fixtureCase: FixtureCase, step: FixtureStep, actual: StepResult, probe?: StepResult): string | undefined {
  const extra = wronglyAnswered(step, actual);
  const catalog = catalogOf(probe);
  if (extra.length === 0 || catalog === undefined || !extra.every((n) => catalog.has(n))) return undefined;
  const position = fixtureCase.steps.indexOf(step);
  const rules = new Set(extra.map((n) => exclusionRule(fixtureCase, position === -1 ? fixtureCase.steps.length : position, n)));
  const [rule] = rules;
  return rules.size === 1 ? rule : undefined;
}
