// Registry steps that break spec/schemas/areas/registry.steps.schema.json (with the tree rules of
// spec/registry.md "Well-formed steps"), one fault each. They are protocol input: PROTOCOL-004 and
// PROTOCOL-005 decide what a host does with them, never a REGISTRY requirement.
import type { RegistryStep } from './model.js';

/** Sent on purpose against the step schema: the suites' own types would refuse them. */
export const raw = (step: Record<string, unknown>): RegistryStep => step as unknown as RegistryStep;

const valid = { description: 'A valid tool' };
/** A valid tool file: if a malformed tree were staged after all, commit would publish `leak`. */
const leak = { 'tools/leak/index.ts': { tool: valid } };
const tree = (fields: Record<string, unknown>): Record<string, unknown> => ({ name: 'bad', files: leak, ...fields });
const withFile = (path: string, content: unknown = { text: 'x' }): Record<string, unknown> => tree({ files: { ...leak, [path]: content } });

/** `levels` children below the root, each named c; the deepest holds `bottom` (a tool, by default). */
export function nested(levels: number, bottom: Record<string, unknown> = leak): Record<string, unknown> {
  let deep: Record<string, unknown> = { name: 'c', files: bottom };
  for (let level = 1; level < levels; level++) deep = { name: 'c', files: {}, children: [deep] };
  return { name: 'root', files: {}, children: [deep] };
}

/** Each is a `tree` value that breaks the PluginTree shape in one place. */
export const MALFORMED_TREES: ReadonlyArray<readonly [string, unknown]> = [
  // The tree itself, its name and its files map.
  ['tree is a number', 5],
  ['tree is null', null],
  ['tree is an array', [tree({})]],
  ['name is a number', tree({ name: 5 })],
  ['files is missing', { name: 'bad' }],
  ['files is an empty string', tree({ files: '' })],
  ['files is a number', tree({ files: 5 })],
  ['files is null', tree({ files: null })],
  ['files is an array', tree({ files: [] })],
  // Paths: relative to the plugin folder and inside it.
  ['an empty path', withFile('')],
  ['an absolute path', withFile('/outside.md')],
  ['a path leaving the plugin folder', withFile('../outside.md')],
  ['a path leaving the plugin folder half-way', withFile('docs/../../outside.md')],
  ['a path with a "." segment', withFile('docs/./guide.md')],
  ['a path with an empty segment', withFile('docs//guide.md')],
  ['a path ending in "/"', withFile('docs/')],
  ['a path with a NUL character', withFile('docs/a\u0000b.md')],
  ['a path with a backslash', withFile('docs\\guide.md')],
  // The paths together name a folder: no path is a file and also the folder of another file.
  ['a file that is also a folder, file first', tree({ files: { ...leak, 'docs/guide': { text: 'x' }, 'docs/guide/intro.md': { text: 'y' } } })],
  ['a file that is also a folder, folder first', tree({ files: { ...leak, 'docs/guide/intro.md': { text: 'y' }, 'docs/guide': { text: 'x' } } })],
  ['a top-level file that is also a folder', tree({ files: { ...leak, tools: { text: 'x' } } })],
  // FileContent: an object with exactly one of tool, module, text, json.
  ['file content is a string', withFile('README.md', 'x')],
  ['file content is null', withFile('README.md', null)],
  ['file content is an array', withFile('README.md', [{ text: 'x' }])],
  ['file content has no key', withFile('README.md', {})],
  ['file content has two keys', withFile('README.md', { text: 'x', json: 1 })],
  ['file content has an unknown key', withFile('README.md', { markdown: 'x' })],
  ['"module" is not true', withFile('tools/leak/client.ts', { module: false })],
  ['"text" is not a string', withFile('README.md', { text: 5 })],
  ['"tool" is a string', withFile('tools/other/index.ts', { tool: 'A tool' })],
  ['"tool" is null', withFile('tools/other/index.ts', { tool: null })],
  ['"tool" is an array', withFile('tools/other/index.ts', { tool: [valid] })],
  ['a behavior with two keys', withFile('tools/other/index.ts', { tool: { ...valid, behavior: { returns: 1, throws: 'x' } } })],
  ['a behavior "echo": false', withFile('tools/other/index.ts', { tool: { ...valid, behavior: { echo: false } } })],
  // SetupScript: {"addTools"?: [{"name": string, "tool": ToolDefinition}…], "throws"?: string}.
  ['setup is a number', tree({ setup: 5 })],
  ['setup is null', tree({ setup: null })],
  ['setup is an array', tree({ setup: [] })],
  ['setup.throws is a number', tree({ setup: { throws: 5 } })],
  ['setup.addTools is a string', tree({ setup: { addTools: 'sync' } })],
  ['setup.addTools is an object', tree({ setup: { addTools: {} } })],
  ['an addTools entry is null', tree({ setup: { addTools: [null] } })],
  ['an addTools entry is an array', tree({ setup: { addTools: [['sync', valid]] } })],
  ['an addTools entry has a number name', tree({ setup: { addTools: [{ name: 5, tool: valid }] } })],
  ['an addTools entry has no name', tree({ setup: { addTools: [{ tool: valid }] } })],
  ['an addTools tool is a number', tree({ setup: { addTools: [{ name: 'sync', tool: 5 }] } })],
  ['an addTools tool has a malformed behavior', tree({ setup: { addTools: [{ name: 'sync', tool: { ...valid, behavior: { sing: 1 } } }] } })],
  // Children: an array of PluginTree, each checked like the root, at most 64 levels deep.
  ['children is a number', tree({ children: 5 })],
  ['children is an object', tree({ children: { name: 'c', files: leak } })],
  ['a child is a string', tree({ children: ['c'] })],
  ['a child has a number name', tree({ children: [{ name: 5, files: leak }] })],
  ['a grandchild has an absolute path', tree({ children: [{ name: 'c', files: {}, children: [{ name: 'g', files: { ...leak, '/x.md': { text: 'x' } } }] }] })],
  ['a tree 65 levels deep', nested(65)],
  ['a tree 200 levels deep', nested(200)],
];

/** Steps with a missing or mistyped field; the good addTool `x` and its pin are sent around them. */
export const MALFORMED_STEPS: readonly RegistryStep[] = [
  raw({ op: 'stage' }),
  raw({ op: 'stage', tree: 'my-plugin' }),
  raw({ op: 'addTool', tool: valid }),
  raw({ op: 'addTool', name: 5, tool: valid }),
  raw({ op: 'addTool', name: 'y' }),
  raw({ op: 'addTool', name: 'y', tool: 'd' }),
  raw({ op: 'addTool', name: 'y', tool: null }),
  raw({ op: 'addTool', name: 'y', tool: [valid] }),
  raw({ op: 'addTool', name: 'y', tool: { ...valid, behavior: { echo: false } } }),
  raw({ op: 'addTool', name: 'y', plugin: 'maps', tool: valid }),
  raw({ op: 'addTool', name: 'y', plugin: [5], tool: valid }),
  raw({ op: 'addTool', name: 'y', plugin: ['maps', 5], tool: valid }),
  raw({ op: 'addSkill', skill: { description: 'd' } }),
  raw({ op: 'addSkill', name: 5, skill: { description: 'd' } }),
  raw({ op: 'addSkill', name: 'y', plugin: 'maps', skill: { description: 'd' } }),
  raw({ op: 'addSkill', name: 'y', plugin: ['maps', 5], skill: { description: 'd' } }),
  raw({ op: 'addSkill', name: 'y', skill: 'd' }),
  raw({ op: 'addSkill', name: 'y', skill: { description: 'd', tools: [] } }),
  raw({ op: 'commit', failAt: 5 }),
  raw({ op: 'commit', failAt: null }),
  raw({ op: 'index', owner: 5 }),
  raw({ op: 'index', owner: null }),
  raw({ op: 'release' }),
  raw({ op: 'release', pin: 1 }),
  raw({ op: 'dispose' }),
  raw({ op: 'dispose', disposer: 1 }),
  // An object JSON can carry whose String() throws: a host names it in no message as it is.
  raw({ op: 'dispose', disposer: { toString: 1 } }),
];

/** Calls that break the schema, each with a good pin or tool beside the bad field (after pin-1). */
export const MALFORMED_CALLS: readonly RegistryStep[] = [
  raw({ op: 'call', tool: 'x', input: {} }),
  raw({ op: 'call', pin: 1, tool: 'x', input: {} }),
  raw({ op: 'call', pin: { toString: 1 }, tool: 'x', input: {} }),
  raw({ op: 'call', pin: 'pin-1' }),
  raw({ op: 'call', pin: 'pin-1', input: {} }),
  raw({ op: 'call', pin: 'pin-1', tool: 5, input: {} }),
  raw({ op: 'call', pin: 'pin-1', tool: 'x' }),
];

/** Behaviors the wire refuses: not an object, not exactly one known key, or a key with the wrong value. */
const BAD_BEHAVIORS: unknown[] = [null, 'a', 'returns', 5, true, [], [{ returns: 1 }], {}, { returns: 1, echo: true }, { throws: 5 }, { throws: null }, { ask: 5 }, { use: null }, { echo: false }, { echo: 'yes' }, { sing: true }];

const register = (provider: unknown, scope: unknown = 'global'): RegistryStep => raw({ op: 'registerProvider', scope, provider });
const tools = (list: unknown): RegistryStep => register({ id: 'remote', kind: 'tool', tools: list });

/** registerProvider steps that break the schema; none may take a disposer number or register anything. */
export const MALFORMED_REGISTRATIONS: readonly RegistryStep[] = [
  raw({ op: 'registerProvider', provider: { id: 'remote', kind: 'tool', tools: [] } }),
  register({ id: 'remote', kind: 'tool', tools: [] }, 5),
  register({ id: 'remote', kind: 'tool', tools: [] }, ''),
  raw({ op: 'registerProvider', scope: 'global' }),
  ...['remote', null, [], 5].map((provider) => register(provider)),
  register({ kind: 'tool', tools: [] }),
  register({ id: 5, kind: 'tool', tools: [] }),
  register({ id: '', kind: 'tool', tools: [] }),
  register({ id: 'remote', skills: [] }),
  register({ id: 'remote', kind: 'bogus', skills: [] }),
  register({ id: 'remote', kind: 'bogus', tools: [] }),
  register({ id: 'remote', kind: 'tool', skills: [] }),
  register({ id: 'remote', kind: 'skill', tools: [] }),
  register({ id: 'remote', kind: 'skill', skills: [5] }),
  tools(undefined),
  tools('fetch'),
  ...[5, null, 'fetch', [{ name: 'fetch' }]].map((entry) => tools([{ name: 'ok', description: 'd' }, entry])),
  // Names that are not strings: the schema types a Seam name as a string.
  ...[5, null, true].map((name) => tools([{ name, description: 'd' }])),
  ...[5, null, false].map((name) => register({ id: 'remote', kind: 'skill', skills: [{ name, description: 'd' }] })),
  ...BAD_BEHAVIORS.map((behavior) => tools([{ name: 'fetch', description: 'd', behavior }])),
  ...BAD_BEHAVIORS.map((behavior) => raw({ op: 'addTool', name: 'fetch', tool: { description: 'd', behavior } })),
];
