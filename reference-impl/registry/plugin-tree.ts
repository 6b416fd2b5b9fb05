// The protocol's PluginTree: checked for shape (a malformed tree is a bad step, with a path to the fault),
// then held as a folder in memory and discovered like a folder on disk.
import type { Behavior } from './behavior.js';
import { behaviorProblem, executeOf } from './behavior.js';
import { walkFiles } from './discover.js';
import { memoryFolder } from './memory-folder.js';
import { typeName } from '../step.js';
import type { FileRead, PluginResources, PluginSource, SetupScript } from './plugin-source.js';

/** `section` is a prompt section (area turns, at `prompt-sections/<name>/index.ts`); its fields are checked by the turns loader. */
export type FileContent = { tool: Record<string, unknown> } | { module: true } | { text: string } | { json: unknown } | { section: Record<string, unknown> };

export interface PluginTree {
  name: string;
  files: Record<string, FileContent>;
  children?: PluginTree[];
  setup?: { addTools?: Array<{ name: string; tool: Record<string, unknown> }>; throws?: string };
  /** The plugin's config (any JSON) and services by token, which its tools' execution context carries (TURN-036). */
  config?: unknown;
  services?: Record<string, unknown>;
}

export type TreeCheck = { ok: true; tree: PluginTree } | { ok: false; problem: string };

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isString = (v: unknown): v is string => typeof v === 'string';

// A malformed tree is refused whatever its bad-step message says (§6): every message below is only worded,
// through `wording` (or as the position `where` a check is handed), and no protocol answer carries it.
const wording = (text: string): string => text;

/** Posix (no NUL), relative, no "\\", no empty, "." or ".." segments: a path that stays inside the plugin root. */
function pathProblem(path: string): string | undefined {
  // '' and absolute paths have an empty segment too.
  const bad = path.includes('\0') || path.includes('\\') || path.split('/').some((s) => s === '' || s === '.' || s === '..');
  return bad ? wording('must be a relative posix path without NUL, "\\" or empty, "." or ".." segments') : undefined;
}

/** The folders a file path lies in: `a/b/c` → `a`, `a/b`. */
const foldersOf = (path: string): string[] =>
  path
    .split('/')
    .slice(0, -1)
    .map((_, i, segments) => segments.slice(0, i + 1).join('/'));

/** A tool definition on the wire: any object (its fields are checked at prepare); its behavior must be well-formed. */
function wireToolProblem(tool: unknown): string | undefined {
  if (!isPlainObject(tool)) return wording(`must be a ToolDefinition object, got ${typeName(tool)}`);
  if (tool.behavior === undefined) return undefined;
  const problem = behaviorProblem(tool.behavior);
  return problem === undefined ? undefined : wording(`.behavior ${problem}`);
}

/** The problem with the value of a FileContent's one key, or with the key itself. */
function contentValueProblem(key: string, value: unknown): string | undefined {
  switch (key) {
    case 'tool': return wireToolProblem(value);
    case 'module': return value === true ? undefined : wording('"module" must be true');
    case 'text': return isString(value) ? undefined : wording('"text" must be a string');
    case 'json': return undefined;
    case 'section': return isPlainObject(value) ? undefined : wording(`"section" must be a SectionDefinition object, got ${typeName(value)}`);
    default: return wording(`unknown file content "${key}" (known: tool, module, text, json, section)`);
  }
}

function contentProblem(content: unknown): string | undefined {
  if (!isPlainObject(content)) return wording(`must be a FileContent object, got ${typeName(content)}`);
  const keys = Object.keys(content);
  if (keys.length !== 1) return wording(`must have exactly one of "tool", "module", "text", "json", "section", got ${JSON.stringify(keys)}`);
  return contentValueProblem(keys[0]!, content[keys[0]!]);
}

function setupProblem(setup: unknown, where: string): string | undefined {
  if (!isPlainObject(setup)) return wording(`${where} must be an object, got ${typeName(setup)}`);
  if (setup.throws !== undefined && !isString(setup.throws)) return wording(`${where}.throws must be a string`);
  if (setup.addTools === undefined) return undefined;
  if (!Array.isArray(setup.addTools)) return wording(`${where}.addTools must be an array, got ${typeName(setup.addTools)}`);
  for (const [i, entry] of setup.addTools.entries()) {
    if (!isPlainObject(entry) || !isString(entry.name)) return wording(`${where}.addTools[${i}] must be {"name": string, "tool": ToolDefinition}`);
    const problem = wireToolProblem(entry.tool);
    if (problem !== undefined) return wording(`${where}.addTools[${i}].tool ${problem}`);
  }
  return undefined;
}

const refused = (problem: string): TreeCheck => ({ ok: false, problem });

/** Checks the shape of a PluginTree (the `tree` of a step). */
export function checkPluginTree(value: unknown): TreeCheck {
  return checkTreeAt(value, 0, 'tree');
}

/** Checks a tree `depth` levels below the step's; `where` names its position in the step for the message. */
function checkTreeAt(value: unknown, depth: number, where: string): TreeCheck {
  // Nesting deeper than any owner path can be legal is refused before it can exhaust the stack.
  if (depth > 64) return refused(wording(`${where}: plugin trees nest at most 64 levels`));
  if (!isPlainObject(value)) return refused(wording(`${where} must be a PluginTree object, got ${typeName(value)}`));
  if (!isString(value.name)) return refused(wording(`${where}.name must be a string, got ${typeName(value.name)}`));
  if (!isPlainObject(value.files)) return refused(wording(`${where}.files must be an object of path → FileContent, got ${typeName(value.files)}`));
  for (const [path, content] of Object.entries(value.files)) {
    const bad = pathProblem(path) ?? contentProblem(content);
    if (bad !== undefined) return refused(wording(`${where}.files[${JSON.stringify(path)}] ${bad}`));
  }
  // A path that is a file and also the folder of another file (`a` and `a/b`) names no file system.
  const folders = new Set(Object.keys(value.files).flatMap(foldersOf));
  const clash = Object.keys(value.files).find((path) => folders.has(path));
  if (clash !== undefined) return refused(wording(`${where}.files[${JSON.stringify(clash)}] is a file and also the folder of another file`));
  if (value.setup !== undefined) {
    const bad = setupProblem(value.setup, `${where}.setup`);
    if (bad !== undefined) return refused(bad);
  }
  if (value.services !== undefined && !isPlainObject(value.services)) return refused(wording(`${where}.services must be an object of token → value, got ${typeName(value.services)}`));
  if (value.children !== undefined) {
    if (!Array.isArray(value.children)) return refused(wording(`${where}.children must be an array, got ${typeName(value.children)}`));
    for (const [i, child] of value.children.entries()) {
      const checked = checkTreeAt(child, depth + 1, `${where}.children[${i}]`);
      if (!checked.ok) return checked;
    }
  }
  return { ok: true, tree: value as unknown as PluginTree };
}

/** The in-process definition a wire ToolDefinition stands for: its fields, with execute from its behavior. */
export function definitionFromWire(tool: Record<string, unknown>): Record<string, unknown> {
  const { behavior, ...fields } = tool;
  // Every field of AgentToolDefinition, absent ones undefined (which validation reads as absent): the
  // definitions of a tree then all have one layout.
  return {
    description: undefined, inputSchema: undefined, requiresApproval: undefined, platforms: undefined, scopes: undefined,
    permissions: undefined, hidden: undefined, policy: undefined, allow: undefined,
    ...fields,
    execute: executeOf(behavior as Behavior | undefined),
  };
}

function readContent(text: string): FileRead {
  const [key, value] = Object.entries(JSON.parse(text) as FileContent)[0]!;
  // How a tool, text or JSON file reads back, by its one FileContent key. The rest ({"module": true}, a
  // section module) has no defineAgentTool default export: as a tool entry it is "not a tool".
  switch (key) {
    case 'tool': return { kind: 'tool', definition: definitionFromWire(value as Record<string, unknown>) };
    case 'text': return { kind: 'text', text: value as string };
    case 'json': return { kind: 'json', value };
    default: return { kind: 'module' };
  }
}

function setupOf(tree: PluginTree): SetupScript | undefined {
  if (tree.setup === undefined) return undefined;
  const addTools = (tree.setup.addTools ?? []).map((t) => ({ name: t.name, definition: definitionFromWire(t.tool) }));
  return { addTools, throws: tree.setup.throws };
}

/** A tree's config and services, copied as staged: a later change to the step's objects changes nothing. */
function resourcesOf(tree: PluginTree): PluginResources {
  return { config: structuredClone(tree.config ?? null), services: structuredClone(tree.services ?? {}) };
}

/** One checked tree → one PluginSource per plugin (root first, then children depth-first, in order). */
export function pluginSourcesOf(tree: PluginTree, segments: readonly string[] = []): PluginSource[] {
  const texts = new Map<string, string>();
  for (const [path, content] of Object.entries(tree.files)) texts.set(path, JSON.stringify(content));
  const setup = setupOf(tree);
  // Read back as a file's bytes would be, once, here: each commit that prepares the plugin reads what it
  // was staged with (prepare never changes what it reads).
  // Keyed by the very strings `files` lists, the ones a read is asked for.
  const files = walkFiles(memoryFolder([...texts.keys()], '/plugin'), '/plugin');
  const reads = new Map(files.map((path) => [path, readContent(texts.get(path)!)]));
  const source: PluginSource = {
    segments,
    files,
    read: (file) => reads.get(file)!,
    ...(setup ? { setup } : {}),
    ...(tree.config !== undefined || tree.services !== undefined ? { resources: resourcesOf(tree) } : {}),
  };
  const children = (tree.children ?? []).flatMap((child) => pluginSourcesOf(child, [...segments, child.name]));
  return [source, ...children];
}
