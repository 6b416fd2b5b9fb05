// The engine's definition check: what validateDefinition (reference-impl/registry/definition.ts) answers, with
// equal lists shared and each permit linted once. A definition whose every field is plainly valid is built
// here; any other is handed to the plain rule, whose problem (and wording) is the answer. Owned by a store:
// its two tables are bounded (cleared when full), and what they hold is frozen or never changed.
import type { DefinitionCheck, PermitLint, ToolPolicy, ToolScope, ValidDefinition } from '../../reference-impl/registry/definition.js';
import { APPROVAL_POLICIES, DEFAULT_APPROVAL, TOOL_POLICIES, TOOL_SCOPES, validateDefinition } from '../../reference-impl/registry/definition.js';
import type { JsonSchema, SchemaChecker } from '../../reference-impl/registry/input-schema.js';
import { DEFAULT_INPUT_SCHEMA, inputSchemaProblem } from '../../reference-impl/registry/input-schema.js';
import type { LintResult } from '../../reference-impl/permits/lint.js';
import { lintPermit } from '../../reference-impl/permits/lint.js';

/** Distinct lists and permits a store keeps; past that it forgets them all and starts again. */
export const INTERNED_KEPT = 10_000;

const EMPTY: readonly string[] = Object.freeze([]);
const NO_LINTS: readonly PermitLint[] = Object.freeze([]);

const isStringList = (value: unknown): value is readonly string[] => {
  if (!Array.isArray(value)) return false;
  for (let i = 0; i < value.length; i++) if (typeof value[i] !== 'string') return false;
  return true;
};
const sameItems = (a: readonly string[], b: readonly string[]): boolean => a.length === b.length && a.every((item, i) => item === b[i]);
const isToolScope = (s: string): boolean => (TOOL_SCOPES as readonly string[]).includes(s);

export class InternedDefinitions {
  private readonly lists = new Map<string, readonly string[]>();
  private readonly lints = new Map<string, LintResult>();

  /** validateDefinition's answer (a PrepareRules `validate`). */
  readonly validate = (value: unknown, source: string, schemas: SchemaChecker): DefinitionCheck => {
    const definition = this.plainlyValid(Object(value) as Record<string, unknown>, schemas);
    return definition === undefined ? validateDefinition(value, source, schemas) : { ok: true, definition };
  };

  /** A frozen list equal to `list`: one this store met before, or a frozen copy it keeps from now on. */
  private interned(list: readonly string[] | undefined): readonly string[] {
    if (list === undefined || list.length === 0) return EMPTY;
    // Items may hold the separator: a kept list is taken only when its items are the same.
    const key = list.join('\u0000');
    const kept = this.lists.get(key);
    if (kept !== undefined && sameItems(kept, list)) return kept;
    const copy = Object.freeze([...list]);
    if (this.lists.size >= INTERNED_KEPT) this.lists.clear();
    this.lists.set(key, copy);
    return copy;
  }

  private lint(permit: string): LintResult {
    let lint = this.lints.get(permit);
    if (lint === undefined) {
      lint = lintPermit(permit);
      if (this.lints.size >= INTERNED_KEPT) this.lints.clear();
      this.lints.set(permit, lint);
    }
    return lint;
  }

  /** The valid definition, when every field is valid as given (REGISTRY-003/004/006); else undefined. */
  private plainlyValid(d: Record<string, unknown>, schemas: SchemaChecker): ValidDefinition | undefined {
    const { description, requiresApproval = DEFAULT_APPROVAL, platforms, scopes, permissions, hidden = false, policy, allow, execute } = d;
    if (typeof description !== 'string' || description === '' || typeof execute !== 'function' || typeof hidden !== 'boolean') return undefined;
    if (!(APPROVAL_POLICIES as readonly unknown[]).includes(requiresApproval)) return undefined;
    if (policy !== undefined && !(TOOL_POLICIES as readonly unknown[]).includes(policy)) return undefined;
    for (const list of [platforms, scopes, permissions, allow]) if (list !== undefined && !isStringList(list)) return undefined;
    if (scopes !== undefined && !(scopes as readonly string[]).every(isToolScope)) return undefined;
    const inputSchema = (d.inputSchema === undefined ? DEFAULT_INPUT_SCHEMA : d.inputSchema) as JsonSchema;
    if (d.inputSchema !== undefined && inputSchemaProblem(inputSchema, schemas) !== undefined) return undefined;
    const permits = this.interned(permissions as readonly string[] | undefined);
    let permitLints: PermitLint[] | undefined;
    for (let index = 0; index < permits.length; index++) {
      const lint = this.lint(permits[index]!);
      if (!lint.valid) (permitLints ??= []).push({ index, permit: permits[index]!, diagnostics: lint.diagnostics });
    }
    return {
      description,
      inputSchema,
      requiresApproval: requiresApproval as ValidDefinition['requiresApproval'],
      platforms: this.interned(platforms as readonly string[] | undefined),
      scopes: this.interned(scopes as readonly string[] | undefined) as readonly ToolScope[],
      permissions: permits,
      hidden,
      policy: policy as ToolPolicy | undefined,
      allow: this.interned(allow as readonly string[] | undefined),
      execute: execute as ValidDefinition['execute'],
      permitLints: permitLints ?? NO_LINTS,
    };
  }
}
