// How a host that validates nothing beyond the contract reads registry steps that break their schema: it
// interprets what it can (a number where a string belongs is that number's text, an empty string is a value,
// a path is resolved the way a file system would) and answers a step error only where nothing can be read.
// Every schema-valid step comes out unchanged, so such a host answers contract input like the reference.
import type { Step, StepResult } from '../../../host/protocol.js';
import { behaviorProblem } from '../../../reference-impl/registry/behavior.js';
import type { PluginTree, TreeCheck } from '../../../reference-impl/registry/plugin-tree.js';
import { safeString } from '../../../reference-impl/access/message-view.js';

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
// A value's text as String() gives it, or its tag where String() throws ({"toString": 1} is JSON too).
const text = (v: unknown, otherwise = ''): string => (v === undefined || v === null ? otherwise : safeString(v));
const cannot = (why: string): { answer: StepResult } => ({ answer: { error: { code: 'cannot-interpret', message: why } } });

/** A behavior as written, or the default one when it cannot be read as one. */
function behavior(value: unknown): unknown {
  return value === undefined || behaviorProblem(value) !== undefined ? undefined : value;
}

function tool(value: unknown): Record<string, unknown> {
  if (!isPlainObject(value)) return {};
  const { behavior: b, ...fields } = value;
  const read = behavior(b);
  return read === undefined ? fields : { ...fields, behavior: read };
}

/** `a/./b`, `/a`, `a//b`, `../a` → the path inside the plugin folder they lead to ('' when none). */
function resolved(path: string): string {
  const parts: string[] = [];
  for (const segment of path.replaceAll('\\', '/').split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') parts.pop();
    else parts.push(segment.replaceAll('\u0000', ''));
  }
  return parts.join('/');
}

/** The one FileContent a value can be read as, or undefined. */
function content(value: unknown): Record<string, unknown> | undefined {
  if (!isPlainObject(value)) return undefined;
  if ('tool' in value) return { tool: tool(value.tool) };
  if ('module' in value) return { module: true };
  if ('text' in value) return { text: text(value.text) };
  if ('json' in value) return { json: value.json };
  return undefined;
}

function files(value: unknown): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [path, raw] of Object.entries(isPlainObject(value) ? value : {})) {
    const where = resolved(path);
    const read = content(raw);
    if (where !== '' && read !== undefined) out[where] = read;
  }
  // A path that is also another file's folder is a folder.
  const folders = new Set(Object.keys(out).flatMap((p) => p.split('/').slice(0, -1).map((_, i, s) => s.slice(0, i + 1).join('/'))));
  for (const path of Object.keys(out)) if (folders.has(path)) delete out[path];
  return out;
}

function setup(value: unknown): Record<string, unknown> | undefined {
  if (!isPlainObject(value)) return undefined;
  const addTools = (Array.isArray(value.addTools) ? value.addTools : []).filter(isPlainObject).map((t) => ({ name: text(t.name), tool: tool(t.tool) }));
  return value.throws === undefined ? { addTools } : { addTools, throws: text(value.throws) };
}

/** A tree read leniently, at any depth; undefined when it is no object at all. */
export function lenientTree(value: unknown): PluginTree | undefined {
  if (!isPlainObject(value)) return undefined;
  const tree: Record<string, unknown> = { name: text(value.name), files: files(value.files) };
  const children = (Array.isArray(value.children) ? value.children : []).map(lenientTree).filter((c): c is PluginTree => c !== undefined);
  if (children.length > 0) tree.children = children;
  const script = setup(value.setup);
  if (script !== undefined) tree.setup = script;
  return tree as unknown as PluginTree;
}

export const lenientCheckTree = (value: unknown): TreeCheck => {
  const tree = lenientTree(value);
  return tree === undefined ? { ok: false, problem: 'a tree must be an object' } : { ok: true, tree };
};

function provider(value: unknown): Record<string, unknown> | undefined {
  if (!isPlainObject(value)) return undefined;
  const kind = value.kind === 'skill' || (value.kind !== 'tool' && Array.isArray(value.skills)) ? 'skill' : 'tool';
  const list = (Array.isArray(value[`${kind}s`]) ? (value[`${kind}s`] as unknown[]) : []).filter(isPlainObject);
  const entries = kind === 'tool' ? list.map((t) => ({ ...tool(t), name: text(t.name) })) : list.map((s) => ({ ...s, name: text(s.name) }));
  return { id: text(value.id), kind, [`${kind}s`]: entries };
}

/** Each registry step with its fields read leniently. */
export function lenientStep(step: Step): { step: Step } | { answer: StepResult } {
  switch (step.op) {
    case 'stage':
      return { step };
    case 'addTool': {
      const plugin = Array.isArray(step.plugin) ? step.plugin.map((s) => text(s)) : step.plugin === undefined ? [] : [text(step.plugin)];
      return { step: { op: 'addTool', plugin, name: text(step.name), tool: tool(step.tool) } };
    }
    case 'registerProvider': {
      const read = provider(step.provider);
      return read === undefined ? cannot('a provider must be an object') : { step: { op: 'registerProvider', scope: text(step.scope, 'global'), provider: read } };
    }
    case 'dispose':
      return { step: { op: 'dispose', disposer: text(step.disposer) } };
    case 'commit':
      return { step: step.failAt === undefined || step.failAt === null ? { op: 'commit' } : { op: 'commit', failAt: text(step.failAt) } };
    case 'index':
      return { step: step.owner === undefined || step.owner === null ? { op: 'index' } : { op: 'index', owner: text(step.owner) } };
    case 'release':
      return { step: { op: 'release', pin: text(step.pin) } };
    case 'call':
      return { step: { op: 'call', pin: text(step.pin), tool: text(step.tool), input: step.input === undefined ? null : step.input } };
    default:
      return { step };
  }
}
