// A tool definition (AgentToolDefinition) and its validation at prepare time (REGISTRY-003/004/006).
// Validation never throws: a bad definition is a Problem naming the source and the field.
import type { z } from 'zod';
import type { Diagnostic } from '../permits/diagnostic.js';
import { lintPermit } from '../permits/lint.js';
import type { JsonSchema, SchemaChecker } from './input-schema.js';
import { DEFAULT_INPUT_SCHEMA, inputSchemaProblem } from './input-schema.js';
import type { Problem } from './registry-error.js';

export const APPROVAL_POLICIES = ['never', 'on-risk', 'once', 'always'] as const;
export type ApprovalPolicy = (typeof APPROVAL_POLICIES)[number];
/** A definition without requiresApproval is on-risk (TURN-009). */
export const DEFAULT_APPROVAL: ApprovalPolicy = 'on-risk';

export const TOOL_SCOPES = ['private', 'group', 'channel'] as const;

/** A dedicated policy (area turns): the tool's concrete command, path or URL must be allowed. */
export const TOOL_POLICIES = ['bash', 'file', 'network'] as const;
export type ToolPolicy = (typeof TOOL_POLICIES)[number];
export type ToolScope = (typeof TOOL_SCOPES)[number];

/** What execute receives besides its input: the owner and generation it is bound to (never the caller's). */
export interface ToolExecutionContext {
  readonly qualifiedName: string;
  readonly ownerPath: readonly string[];
  readonly generation: number;
  /** The turn's part (TURN-034), absent outside a turn: the sender's subject, the message's adapter. */
  readonly principal?: string | undefined;
  readonly client?: string | undefined;
  /** The turn's question port; absent in an unattended turn (TURN-035). */
  readonly question?: QuestionAsker | undefined;
  /** The turn's origin and policy as it was started with them (TURN-037); absent when it was given none. */
  readonly origin?: unknown;
  readonly policy?: unknown;
  /** The owner plugin's config and services as its generation was prepared with them (TURN-036). */
  readonly config?: unknown;
  readonly use?: (token: string) => unknown;
}

/** The question port as a tool sees it: a reply from the turn's own session and sender, or none. */
export interface QuestionAsker {
  ask(question: string): string | undefined;
}

/** What a turn adds to a tool's own fixed context when it runs it. */
export type TurnExecution = Pick<ToolExecutionContext, 'principal' | 'client' | 'question' | 'origin' | 'policy'>;

export interface AgentToolDefinition<I = any> {
  description: string;
  /** A JSON Schema; a plugin module's Zod object is projected to one where it is loaded (disk-plugin.ts). */
  inputSchema?: JsonSchema | z.ZodType;
  requiresApproval?: ApprovalPolicy;
  platforms?: string[];
  scopes?: ToolScope[];
  permissions?: string[];
  hidden?: boolean;
  policy?: ToolPolicy;
  /** The concrete inputs the dedicated policy accepts (kit fixtures declare policies this way). */
  allow?: string[];
  execute(input: I, context: ToolExecutionContext): unknown;
}

/** A malformed permit in a definition: reported (REGISTRY-006), not fatal (it just denies). */
export interface PermitLint {
  readonly index: number;
  readonly permit: string;
  readonly diagnostics: readonly Diagnostic[];
}

/** A definition that passed validation, with every default filled and the schema projected. */
export interface ValidDefinition {
  readonly description: string;
  /** The projected schema; `{"type": "object"}` when the definition has none (REGISTRY-004). */
  readonly inputSchema: JsonSchema;
  readonly requiresApproval: ApprovalPolicy;
  readonly platforms: readonly string[];
  readonly scopes: readonly ToolScope[];
  readonly permissions: readonly string[];
  readonly hidden: boolean;
  readonly policy: ToolPolicy | undefined;
  readonly allow: readonly string[];
  readonly execute: (input: unknown, context: ToolExecutionContext) => unknown;
  readonly permitLints: readonly PermitLint[];
}

export type DefinitionCheck = { ok: true; definition: ValidDefinition } | { ok: false; problem: Problem };

const isString = (item: unknown): boolean => typeof item === 'string';
const notToolScope = (s: string): boolean => !(TOOL_SCOPES as readonly string[]).includes(s);

function stringList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every(isString);
}

// An absent list field is this empty list.
const NONE: readonly string[] = Object.freeze([]);

/** A validated definition holds its own frozen copy of each list. */
const copyOf = <T>(list: readonly T[]): readonly T[] => Object.freeze([...list]);

/** A value as the invalid-definition message shows it (free wording: REGISTRY-003 fixes only source and field). */
const shownValue = (v: unknown): string => (v === undefined ? 'undefined' : JSON.stringify(v) ?? typeof v);

/** The field's refusal (REGISTRY-003): the message names the source and the field; `reason` is free wording. */
function invalidField(source: string, field: string, reason: string): DefinitionCheck {
  return { ok: false, problem: { code: 'invalid-definition', source, field, message: `${source}: invalid tool definition: field "${field}" ${reason}` } };
}

/**
 * The malformed permits of a definition (REGISTRY-006): reported, never fatal. They feed `capkit inspect`
 * only: the index lists permissions exactly as given and no op reports lints.
 */
function permitLintsOf(permissions: readonly string[]): readonly PermitLint[] {
  const lints: PermitLint[] = [];
  permissions.forEach((permit, index) => {
    const lint = lintPermit(permit);
    if (!lint.valid) lints.push({ index, permit, diagnostics: lint.diagnostics });
  });
  return Object.freeze(lints);
}

/** Checks a definition's fields and fills their defaults (REGISTRY-003); `schemas` judges its inputSchema (REGISTRY-004/029). */
export function validateDefinition(value: unknown, source: string, schemas: SchemaChecker): DefinitionCheck {
  // The protocol only ever hands a plain object with an execute function (plugin-tree.ts, seam-projection.ts);
  // anything else (a JS plugin's defineAgentTool(null)) has no description and fails there.
  const d = Object(value) as Record<string, unknown>;
  if (typeof d.description !== 'string' || d.description === '') return invalidField(source, 'description', `is required and must be a non-empty string, got ${shownValue(d.description)}`);

  // The default schema is frozen and shared: nothing that reads a generation changes a schema.
  const inputSchema = (d.inputSchema === undefined ? DEFAULT_INPUT_SCHEMA : d.inputSchema) as JsonSchema;
  const schemaProblem = inputSchemaProblem(inputSchema, schemas);
  if (schemaProblem !== undefined) return invalidField(source, 'inputSchema', schemaProblem);
  // Only an absent field takes the default: null is a value, and a wrong one.
  const requiresApproval = d.requiresApproval === undefined ? DEFAULT_APPROVAL : d.requiresApproval;
  if (!(APPROVAL_POLICIES as readonly unknown[]).includes(requiresApproval)) return invalidField(source, 'requiresApproval', `must be one of ${APPROVAL_POLICIES.join(', ')}, got ${shownValue(requiresApproval)}`);

  const platforms = d.platforms === undefined ? NONE : d.platforms;
  if (!stringList(platforms)) return invalidField(source, 'platforms', `must be a list of strings, got ${shownValue(platforms)}`);
  const scopes = d.scopes === undefined ? NONE : d.scopes;
  if (!stringList(scopes)) return invalidField(source, 'scopes', `must be a list of strings, got ${shownValue(scopes)}`);
  const badScope = scopes.find(notToolScope);
  if (badScope !== undefined) return invalidField(source, 'scopes', `may only contain ${TOOL_SCOPES.join(', ')}, got ${shownValue(badScope)}`);
  const permissions = d.permissions === undefined ? NONE : d.permissions;
  if (!stringList(permissions)) return invalidField(source, 'permissions', `must be a list of permit strings, got ${shownValue(permissions)}`);
  const hidden = d.hidden === undefined ? false : d.hidden;
  if (typeof hidden !== 'boolean') return invalidField(source, 'hidden', `must be a boolean, got ${shownValue(hidden)}`);
  // The dedicated policy (area turns): typed by the turns step schema, a wrong value fails the load (PROTOCOL-004).
  const policy = d.policy;
  if (policy !== undefined && !(TOOL_POLICIES as readonly unknown[]).includes(policy)) return invalidField(source, 'policy', `must be one of ${TOOL_POLICIES.join(', ')}, got ${shownValue(policy)}`);
  const allow = d.allow === undefined ? NONE : d.allow;
  if (!stringList(allow)) return invalidField(source, 'allow', `must be a list of strings, got ${shownValue(allow)}`);
  if (typeof d.execute !== 'function') return invalidField(source, 'execute', 'must be a function');

  return {
    ok: true,
    definition: {
      description: d.description,
      inputSchema,
      requiresApproval: requiresApproval as ApprovalPolicy,
      platforms: copyOf(platforms),
      scopes: copyOf(scopes) as readonly ToolScope[],
      permissions: copyOf(permissions),
      hidden,
      policy: policy as ToolPolicy | undefined,
      allow: copyOf(allow),
      execute: d.execute as ValidDefinition['execute'],
      permitLints: permitLintsOf(permissions),
    },
  };
}
