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

/** Why `actual` does not meet an expected `tools` result under the rule above, or undefined when it does. */
export function channelToolsMismatch(expected: { tools: readonly unknown[] }, actual: unknown): string | undefined {
  if (!isObject(actual) || !Array.isArray(actual.tools)) return 'the answer has no array "tools"';
  if (actual.tools.length !== expected.tools.length) {
    const names = (list: readonly unknown[]) => JSON.stringify(list.map((t) => (isObject(t) ? t.name : t)));
    return `expected ${expected.tools.length} tools ${names(expected.tools)}, got ${actual.tools.length} ${names(actual.tools)}`;
  }
  for (let i = 0; i < expected.tools.length; i++) {
    const want = expected.tools[i];
    const got: unknown = actual.tools[i];
    if (!isObject(want)) return `expected tool ${i} is not an object`;
    const at = `tools[${i}] (${JSON.stringify(want.name)})`;
    if (!isObject(got)) return `${at} is not an object`;
    if (got.name !== want.name) return `${at}: name is ${JSON.stringify(got.name)}`;
    const extra = Object.keys(got).filter((k) => !CHANNEL_FIELDS.has(k));
    if (extra.length > 0) return `${at}: unexpected field(s) ${extra.join(', ')}`;
    if ('defer_loading' in want) {
      if (got.defer_loading !== want.defer_loading) return `${at}: defer_loading is ${JSON.stringify(got.defer_loading)}, expected ${JSON.stringify(want.defer_loading)}`;
    } else if ('defer_loading' in got) {
      return `${at}: has defer_loading ${JSON.stringify(got.defer_loading)} where none is expected`;
    }
    for (const field of HOST_DEFINED) {
      if (field in want) {
        if (!isDeepStrictEqual(got[field], want[field])) return `${at}: ${field} is ${JSON.stringify(got[field])}, expected ${JSON.stringify(want[field])}`;
      } else if (!isFrameworkTool(want.name)) {
        return `${at}: the fixture leaves out ${field}, which only a framework tool may`;
      } else if (field === 'description' ? typeof got[field] !== 'string' : !isObject(got[field])) {
        return `${at}: ${field} must be ${field === 'description' ? 'a string' : 'an object'}, got ${JSON.stringify(got[field])}`;
      }
    }
  }
  return undefined;
}
