// The two steps every capability of a candidate takes, whatever brought it (a plugin file, setup(), addTool,
// a Seam provider): its name is checked (REGISTRY-008/009), then a tool's definition is validated
// (REGISTRY-002/003), still without a generation (tool-binding.ts binds it). A problem is recorded, never
// thrown: the candidate fails as a whole (REGISTRY-031).
import type { PermitLint } from './definition.js';
import type { SchemaChecker } from './input-schema.js';
import { joinQualifiedName, lengthProblem, segmentProblem } from './names.js';
import type { OwnerScope } from './owner-scope.js';
import type { PrepareRules } from './prepare-rules.js';
import type { Problem } from './registry-error.js';
import type { PreparedTool } from './tool-binding.js';

export interface PermitLintReport extends PermitLint {
  readonly source: string;
}

/** What a prepare collects besides capabilities: problems in a fixed order, and permit lints (for inspect). */
export interface PrepareLog {
  readonly problems: Problem[];
  readonly lints: PermitLintReport[];
}

export interface CapabilityBuilder {
  /** Checks every segment and the joined length; records the first problem. */
  named(ownerPath: readonly string[], name: unknown, source: string, what: string): string | undefined;
  /** An injected failure at this capability. It is only recorded: the problem fails the whole candidate. */
  inject(source: string): void;
  /** Names and validates a tool: everything but its generation. */
  prepareTool(ownerPath: readonly string[], name: unknown, definition: unknown, source: string, scope?: OwnerScope): PreparedTool | undefined;
}

// A tool with neither an agent nor a skill needed: one object for all of them.
const NO_SCOPE: OwnerScope = Object.freeze({});

/**
 * The owner path a tool keeps: a frozen copy, shared by the tools of one owner (prepare-plugin.ts hands them
 * one frozen path), so neither the caller nor a tool's run can change another tool's context.
 */
const frozenPath = (ownerPath: readonly string[]): readonly string[] => (Object.isFrozen(ownerPath) ? ownerPath : Object.freeze([...ownerPath]));

/** A definition's permit lints (REGISTRY-006), each named by its source: diagnostics only `capkit inspect` shows. */
const sourcedLints = (permitLints: readonly PermitLint[], source: string): PermitLintReport[] => permitLints.map((lint) => ({ ...lint, source }));

function invalidName(problems: Problem[], source: string, what: string, bad: string): undefined {
  problems.push({ code: 'invalid-name', source, message: `${source}: invalid ${what} name: ${bad}` });
  return undefined;
}

/** Names (REGISTRY-008/009) and validates (REGISTRY-003) the capabilities of one candidate part, logging every problem. */
export function capabilityBuilder(log: PrepareLog, rules: PrepareRules, schemas: SchemaChecker, failAt: string | undefined): CapabilityBuilder {
  const { problems, lints } = log;
  const named = (ownerPath: readonly string[], name: unknown, source: string, what: string): string | undefined => {
    for (const segment of [...ownerPath, name]) {
      const bad = segmentProblem(segment, rules.segmentRule);
      if (bad !== undefined) return invalidName(problems, source, what, bad);
    }
    const qualifiedName = joinQualifiedName(ownerPath, name as string);
    const tooLong = lengthProblem(qualifiedName, rules.maxQualifiedName);
    if (tooLong !== undefined) {
      problems.push({ code: 'invalid-name', source, message: `${source}: ${tooLong}` });
      return undefined;
    }
    return qualifiedName;
  };
  const inject = (source: string): void => {
    if (failAt === source) problems.push({ code: 'prepare-failed', source, message: `prepare failed at ${source} (injected failure)` });
  };
  const prepareTool = (ownerPath: readonly string[], name: unknown, definition: unknown, source: string, scope: OwnerScope = NO_SCOPE): PreparedTool | undefined => {
    const qualifiedName = named(ownerPath, name, source, 'tool');
    if (qualifiedName === undefined) return undefined;
    const checked = rules.validate(definition, source, schemas);
    if (!checked.ok) return void problems.push(checked.problem);
    inject(source);
    const d = checked.definition;
    lints.push(...sourcedLints(d.permitLints, source));
    return { qualifiedName, name: name as string, ownerPath: frozenPath(ownerPath), source, scope, definition: d };
  };
  return { named, inject, prepareTool };
}
