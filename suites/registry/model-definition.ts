// The model's reading of one tool definition (REGISTRY-003/004/023): which fields are invalid, the
// index entry with defaults filled (REGISTRY-026), and what a call answers (REGISTRY-005).
import { MESSAGE_SCHEMA, REQUIRES_APPROVAL, TOOL_SCOPES } from './wire.js';
import type { ToolDefinition } from './wire.js';

/** A tool capability of a candidate or generation. */
export interface ToolCap {
  qualifiedName: string;
  name: string;
  ownerPath: string[];
  source: string;
  def: ToolDefinition;
}

/** The index entry fields the spec fixes (a host's projected schema may add keywords). */
export interface ToolEntryShape {
  qualifiedName: string;
  name: string;
  ownerPath: string[];
  source: string;
  hidden: boolean;
  requiresApproval: string;
  platforms: unknown[];
  scopes: unknown[];
  permissions: unknown[];
  inputSchema: unknown;
}

const isStringList = (v: unknown): v is string[] => Array.isArray(v) && v.every((s) => typeof s === 'string');
const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The fields of `def` that fail validation, in a fixed order (empty = valid). */
export function invalidFields(def: ToolDefinition): string[] {
  const bad: string[] = [];
  if (typeof def.description !== 'string' || def.description.length === 0) bad.push('description');
  if (def.requiresApproval !== undefined && !(REQUIRES_APPROVAL as readonly unknown[]).includes(def.requiresApproval)) {
    bad.push('requiresApproval');
  }
  if (def.platforms !== undefined && !isStringList(def.platforms)) bad.push('platforms');
  const scopesOk = def.scopes === undefined || (isStringList(def.scopes) && def.scopes.every((s) => (TOOL_SCOPES as readonly string[]).includes(s)));
  if (!scopesOk) bad.push('scopes');
  // malformed permit strings are NOT a definition error (REGISTRY-006): only the list shape counts
  if (def.permissions !== undefined && !isStringList(def.permissions)) bad.push('permissions');
  if (def.hidden !== undefined && typeof def.hidden !== 'boolean') bad.push('hidden');
  if (def.inputSchema !== undefined && !(isPlainObject(def.inputSchema) && def.inputSchema.type === 'object')) bad.push('inputSchema');
  return bad;
}

export function entryOf(cap: ToolCap): ToolEntryShape {
  const { def } = cap;
  return {
    qualifiedName: cap.qualifiedName,
    name: cap.name,
    ownerPath: cap.ownerPath,
    source: cap.source,
    hidden: def.hidden === true,
    requiresApproval: typeof def.requiresApproval === 'string' ? def.requiresApproval : 'on-risk',
    platforms: Array.isArray(def.platforms) ? def.platforms : [],
    scopes: Array.isArray(def.scopes) ? def.scopes : [],
    permissions: Array.isArray(def.permissions) ? def.permissions : [],
    inputSchema: def.inputSchema ?? { type: 'object' }, // REGISTRY-004's default schema
  };
}

export type CallAnswer = { output: unknown } | { error: 'invalid-input' | 'tool-failed' };

// The suites only ever use MESSAGE_SCHEMA (or none), so the model validates exactly that schema;
// with no schema any object input is accepted.
function inputValid(schema: unknown, input: unknown): boolean {
  if (!isPlainObject(input)) return false;
  if (schema === undefined) return true;
  if (JSON.stringify(schema) !== JSON.stringify(MESSAGE_SCHEMA)) {
    throw new Error(`registry model: no oracle for inputSchema ${JSON.stringify(schema)}`);
  }
  return typeof input.message === 'string';
}

/** What calling a (valid) definition with `input` answers: validation first, then its Behavior. */
export function callOf(def: ToolDefinition, input: unknown): CallAnswer {
  if (!inputValid(def.inputSchema, input)) return { error: 'invalid-input' };
  const behavior = def.behavior ?? { returns: null };
  if ('throws' in behavior) return { error: 'tool-failed' };
  if ('echo' in behavior) return { output: input };
  return { output: behavior.returns };
}
