// A tool definition (AgentToolDefinition) and its validation at prepare time (REGISTRY-003/004/006).
// Validation never throws: a bad definition is a Problem naming the source and the field.
import type { z } from 'zod';
import type { Diagnostic } from '../permits/diagnostic.js';
import { lintPermit } from '../permits/lint.js';
import type { JsonSchema, SchemaChecker } from './input-schema.js';
import { DEFAULT_INPUT_SCHEMA, projectInputSchema } from './input-schema.js';
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

// Module-level predicates: a validation asks them of every list, and need not make them anew each time.
const isString = (item: unknown): boolean => typeof item === 'string';
const notToolScope = (s: string): boolean => !(TOOL_SCOPES as readonly string[]).includes(s);

function stringList(value: unknown): value is string[] {
  if (!Array.isArray(value)) return false;
  for (let i = 0; i < value.length; i++) if (!isString(value[i])) return false;
  return true;
}

// The wording after the field. REGISTRY-003 requires the message to name the source and the field only, so no
// protocol answer depends on this text.
// Only an absent field takes the default: null is a value, and a wrong one.
const show = (v: unknown): string => (v === undefined ? 'undefined' : JSON.stringify(v) ?? typeof v);
const REASON = {
  description: (v: unknown) => `is required and must be a non-empty string, got ${show(v)}`,
  approval: (v: unknown) => `must be one of ${APPROVAL_POLICIES.join(', ')}, got ${show(v)}`,
  strings: (v: unknown) => `must be a list of strings, got ${show(v)}`,
  scope: (v: unknown) => `may only contain ${TOOL_SCOPES.join(', ')}, got ${show(v)}`,
  permits: (v: unknown) => `must be a list of permit strings, got ${show(v)}`,
  boolean: (v: unknown) => `must be a boolean, got ${show(v)}`,
  policy: (v: unknown) => `must be one of ${TOOL_POLICIES.join(', ')}, got ${show(v)}`,
  execute: () => 'must be a function',
};

/** A validated definition holds its own frozen copy of each list. */
const copyOf = <T>(list: readonly T[]): readonly T[] => Object.freeze([...list]);
// A definition without malformed permits (most of them) has this one empty lint list.
const NO_LINTS: readonly PermitLint[] = Object.freeze([]);

// An absent list field is this empty list (interned like any other).
const NONE: readonly string[] = Object.freeze([]);

function failed(source: string, field: string, reason: string): DefinitionCheck {
  return { ok: false, problem: { code: 'invalid-definition', source, field, message: `${source}: invalid tool definition: field "${field}" ${reason}` } };
}

/** Checks a definition's fields and fills their defaults (REGISTRY-003); `schemas` judges its inputSchema (REGISTRY-004/029). */
export function validateDefinition(value: unknown, source: string, schemas: SchemaChecker): DefinitionCheck {
  // The protocol only ever hands a plain object with an execute function (plugin-tree.ts, seam-projection.ts);
  // anything else (a JS plugin's defineAgentTool(null)) has no description and fails there.
  const d = Object(value) as Record<string, unknown>;
  if (typeof d.description !== 'string' || d.description === '') return failed(source, 'description', REASON.description(d.description));

  // The default schema is frozen and shared: nothing that reads a generation changes a schema.
  let inputSchema = DEFAULT_INPUT_SCHEMA as JsonSchema;
  if (d.inputSchema !== undefined) {
    const projected = projectInputSchema(d.inputSchema, schemas);
    if (!projected.ok) return failed(source, 'inputSchema', projected.reason);
    inputSchema = projected.schema;
  }
  const requiresApproval = d.requiresApproval === undefined ? DEFAULT_APPROVAL : d.requiresApproval;
  if (!(APPROVAL_POLICIES as readonly unknown[]).includes(requiresApproval)) return failed(source, 'requiresApproval', REASON.approval(requiresApproval));

  const platforms = d.platforms === undefined ? NONE : d.platforms;
  if (!stringList(platforms)) return failed(source, 'platforms', REASON.strings(platforms));
  const scopes = d.scopes === undefined ? NONE : d.scopes;
  if (!stringList(scopes)) return failed(source, 'scopes', REASON.strings(scopes));
  const badScope = scopes.find(notToolScope);
  if (badScope !== undefined) return failed(source, 'scopes', REASON.scope(badScope));
  const permissions = d.permissions === undefined ? NONE : d.permissions;
  if (!stringList(permissions)) return failed(source, 'permissions', REASON.permits(permissions));
  const hidden = d.hidden === undefined ? false : d.hidden;
  if (typeof hidden !== 'boolean') return failed(source, 'hidden', REASON.boolean(hidden));
  const policy = d.policy;
  if (policy !== undefined && !(TOOL_POLICIES as readonly unknown[]).includes(policy)) {
    return failed(source, 'policy', REASON.policy(policy));
  }
  const allow = d.allow === undefined ? NONE : d.allow;
  if (!stringList(allow)) {
    return failed(source, 'allow', REASON.strings(allow));
  }
  if (typeof d.execute !== 'function') {
    return failed(source, 'execute', REASON.execute());
  }

  // Permit lints feed `capkit inspect` only: the index lists permissions exactly as given (REGISTRY-006) and
  // no op reports lints, so no protocol answer depends on them.
  let permitLints: PermitLint[] | undefined;
  for (let index = 0; index < permissions.length; index++) {
    const permit = permissions[index]!;
    const lint = lintPermit(permit);
    if (!lint.valid) (permitLints ??= []).push({ index, permit, diagnostics: lint.diagnostics });
  }
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
      permitLints: permitLints ?? NO_LINTS,
    },
  };
}
