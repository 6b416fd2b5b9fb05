// Area catalog (spec/protocol.md §11): how an expected `tools` result is read. A framework tool's
// description and input_schema are host-defined, so a fixture gives it by name (and defer_loading) only;
// every other tool is given in full and compared exactly, and defer_loading is compared as present or
// absent even where the fixture leaves it out (toMatchObject would let an extra field through).
import { isDeepStrictEqual } from 'node:util';

/** The framework tools of a turn (spec/catalog.md, CATALOG-025); ask_user only in attended turns. */
export const FRAMEWORK_TOOLS: readonly string[] = ['ask_user', 'discover', 'load_skill', 'load_tool', 'spawn_task'];

const CHANNEL_FIELDS = new Set(['name', 'description', 'input_schema', 'defer_loading']);
const HOST_DEFINED = ['description', 'input_schema'] as const;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function isFrameworkTool(name: unknown): boolean {
  return typeof name === 'string' && FRAMEWORK_TOOLS.includes(name);
}

/**
 * An expected `tools` result with placeholders where a framework tool leaves out its host-defined fields,
 * so the result schema can check the rest. A non-framework entry is returned as written: leaving its
 * description or input_schema out stays a schema problem.
 */
export function withFrameworkPlaceholders(expected: unknown): unknown {
  if (!isObject(expected) || !Array.isArray(expected.tools)) return expected;
  const tools = expected.tools.map((tool: unknown) => {
    if (!isObject(tool) || !isFrameworkTool(tool.name)) return tool;
    return { description: '', input_schema: { type: 'object' }, ...tool };
  });
  return { ...expected, tools };
}

/** A mismatch, with the requirement that decides it when the comparison rule alone can tell. */
export interface CatalogMismatch {
  readonly text: string;
  /** Set when the difference is the comparison's own (channel order and fields, snapshot order, exact messages). */
  readonly requirement?: string;
}

const ANTHROPIC_RULE = 'CATALOG-019';
const GENERIC_RULE = 'CATALOG-020';
const ENTRY_RULE = 'CATALOG-021';

/** Why `actual` does not meet an expected `tools` result under the rule above, or undefined when it does. */
export function channelToolsMismatch(expected: { tools: readonly unknown[] }, actual: unknown): string | undefined {
  return channelMismatch(expected, actual, undefined)?.text;
}

/**
 * As channelToolsMismatch, with the deciding requirement where the difference is the channel's: the same
 * tools in another order, an unknown field, a defer_loading that is not `true` (or any on generic) belong to
 * the channel's rule (CATALOG-019 anthropic, CATALOG-020 generic); a framework tool's description or
 * input_schema that is not a string and an object, or a plugin tool's description or input_schema other
 * than its definition's, to CATALOG-021. Which tools are sent and which are deferred is decided by what
 * made them exposed or not (the step's own requirement), unless the host's two channels of the same
 * moment (`twin`: the other channel's answer, see suites/support/catalog-companions.ts) disagree with each other and the twin
 * agrees with the expectation: then this channel broke its own rule (CATALOG-019 or CATALOG-020).
 */
export function channelMismatch(expected: { tools: readonly unknown[] }, actual: unknown, channel: unknown, twin?: unknown): CatalogMismatch | undefined {
  const mismatch = entriesMismatch(expected, actual, channel);
  if (mismatch === undefined || mismatch.requirement !== undefined) return mismatch;
  const own = twinRule(expected, actual, channel, twin);
  return own === undefined ? mismatch : { ...mismatch, requirement: own };
}

const namesOf = (list: unknown): unknown[] => (Array.isArray(list) ? list.map((t) => (isObject(t) ? t.name : t)) : []);
/** The names a tools answer (or expectation) shows exposed: generic all of them, anthropic those without defer_loading. */
function exposedNames(answer: unknown, channel: 'generic' | 'anthropic'): unknown[] {
  if (!isObject(answer) || !Array.isArray(answer.tools)) return [];
  return channel === 'generic' ? namesOf(answer.tools) : answer.tools.filter((t) => isObject(t) && t.defer_loading !== true).map((t) => (t as { name?: unknown }).name);
}

function twinRule(expected: { tools: readonly unknown[] }, actual: unknown, channel: unknown, twin: unknown): string | undefined {
  if (twin === undefined || (channel !== 'generic' && channel !== 'anthropic')) return undefined;
  const other = channel === 'generic' ? 'anthropic' : 'generic';
  const shownHere = exposedNames(actual, channel);
  const shownThere = exposedNames(twin, other);
  // Both channels show the same exposed set: the host is consistent, its state is what differs.
  if (isDeepStrictEqual(shownHere, shownThere)) return undefined;
  return isDeepStrictEqual(shownThere, exposedNames(expected, channel)) ? (channel === 'generic' ? GENERIC_RULE : ANTHROPIC_RULE) : undefined;
}

function entriesMismatch(expected: { tools: readonly unknown[] }, actual: unknown, channel: unknown): CatalogMismatch | undefined {
  const channelRule = channel === 'generic' ? GENERIC_RULE : channel === 'anthropic' ? ANTHROPIC_RULE : undefined;
  const at = (rule: string | undefined, text: string): CatalogMismatch => (rule === undefined ? { text } : { text, requirement: rule });
  if (!isObject(actual) || !Array.isArray(actual.tools)) return at(channelRule, 'the answer has no array "tools"');
  const names = (list: readonly unknown[]) => list.map((t) => (isObject(t) ? t.name : t));
  if (actual.tools.length !== expected.tools.length) {
    return { text: `expected ${expected.tools.length} tools ${JSON.stringify(names(expected.tools))}, got ${actual.tools.length} ${JSON.stringify(names(actual.tools))}` };
  }
  const sameSet = isDeepStrictEqual([...names(actual.tools)].map(String).sort(), [...names(expected.tools)].map(String).sort());
  for (let i = 0; i < expected.tools.length; i++) {
    const want = expected.tools[i];
    const got: unknown = actual.tools[i];
    if (!isObject(want)) return { text: `expected tool ${i} is not an object` };
    const where = `tools[${i}] (${JSON.stringify(want.name)})`;
    if (!isObject(got)) return at(channelRule, `${where} is not an object`);
    // The same tools in another order: the channel's sorting rule.
    if (got.name !== want.name) return at(sameSet ? channelRule : undefined, `${where}: name is ${JSON.stringify(got.name)}`);
    const extra = Object.keys(got).filter((k) => !CHANNEL_FIELDS.has(k));
    if (extra.length > 0) return at(channelRule, `${where}: unexpected field(s) ${extra.join(', ')}`);
    if ('defer_loading' in got && (got.defer_loading !== true || channel === 'generic')) {
      return at(channelRule, `${where}: has defer_loading ${JSON.stringify(got.defer_loading)}${'defer_loading' in want ? `, expected ${JSON.stringify(want.defer_loading)}` : ' where none is expected'}`);
    }
    if ('defer_loading' in want) {
      if (got.defer_loading !== want.defer_loading) return { text: `${where}: defer_loading is ${JSON.stringify(got.defer_loading)}, expected ${JSON.stringify(want.defer_loading)}` };
    } else if ('defer_loading' in got) {
      return { text: `${where}: has defer_loading ${JSON.stringify(got.defer_loading)} where none is expected` };
    }
    for (const field of HOST_DEFINED) {
      if (field in want) {
        // A plugin tool's definition is CATALOG-021's; a framework name's entry may be a shadowing question (the case's).
        if (!isDeepStrictEqual(got[field], want[field])) return at(isFrameworkTool(want.name) ? undefined : ENTRY_RULE, `${where}: ${field} is ${JSON.stringify(got[field])}, expected ${JSON.stringify(want[field])}`);
      } else if (!isFrameworkTool(want.name)) {
        return { text: `${where}: the fixture leaves out ${field}, which only a framework tool may` };
      } else if (field === 'description' ? typeof got[field] !== 'string' : !isObject(got[field])) {
        return at(ENTRY_RULE, `${where}: ${field} must be ${field === 'description' ? 'a string' : 'an object'}, got ${JSON.stringify(got[field])}`);
      }
    }
  }
  return undefined;
}

/**
 * A session snapshot result (`{loaded, skills}`), compared whole. Where the snapshot shows the right names in
 * the wrong presentation, the ordering rule decides it (CATALOG-024): skills in another order, or the loaded
 * tools exactly reversed (oldest first). Any other order of the loaded tools comes from their stamps, which
 * the case's own rule decides (a use that does not re-stamp, a merge that keeps the older stamp).
 */
export function sessionMismatch(expected: unknown, actual: unknown): CatalogMismatch | undefined {
  if (isDeepStrictEqual(actual, expected)) return undefined;
  const text = `session snapshot ${JSON.stringify(actual)}, expected ${JSON.stringify(expected)}`;
  if (!isObject(actual) || !isObject(expected) || !Array.isArray(actual.loaded) || !Array.isArray(expected.loaded)) return { text };
  const sorted = (v: unknown): unknown => (Array.isArray(v) ? [...v].map((x) => JSON.stringify(x)).sort() : v);
  const keys = new Set([...Object.keys(actual), ...Object.keys(expected)]);
  const orderOnly = [...keys].every((k) => isDeepStrictEqual(sorted(actual[k]), sorted(expected[k])));
  const loadedPresented = isDeepStrictEqual(actual.loaded, expected.loaded) || isDeepStrictEqual(actual.loaded, [...expected.loaded].reverse());
  return orderOnly && loadedPresented ? { text, requirement: 'CATALOG-024' } : { text };
}

const NOT_FOUND_RULES: Readonly<Record<string, string>> = { loadTool: 'CATALOG-011', loadSkill: 'CATALOG-022' };

/**
 * A `not-found` of loadTool or loadSkill with another message than the exact one expected: the message rule
 * decides it (CATALOG-011, CATALOG-022). Undefined for every other difference (compared as usual).
 */
export function notFoundMismatch(op: unknown, expected: unknown, actual: unknown): CatalogMismatch | undefined {
  const rule = typeof op === 'string' ? NOT_FOUND_RULES[op] : undefined;
  if (rule === undefined || !isObject(expected) || !isObject(actual) || !isObject(expected.error) || !isObject(actual.error)) return undefined;
  const want = expected.error;
  const got = actual.error;
  if (want.code !== 'not-found' || got.code !== 'not-found' || !('message' in want) || got.message === want.message) return undefined;
  return { text: `not-found message ${JSON.stringify(got.message)}, expected exactly ${JSON.stringify(want.message)}`, requirement: rule };
}
