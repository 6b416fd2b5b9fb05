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

function invalidName(problems: Problem[], source: string, what: string, bad: string): undefined {
  problems.push({ code: 'invalid-name', source, message: `${source}: invalid ${what} name: ${bad}` });
  return undefined;
}

/** Names (REGISTRY-008/009) and validates (REGISTRY-003) the capabilities of one candidate part, logging every problem. */
export function capabilityBuilder(log: PrepareLog, rules: PrepareRules, schemas: SchemaChecker, failAt: string | undefined): CapabilityBuilder {
  const { problems, lints } = log;
  // A plugin's owner segments come back with each of its capabilities: each distinct one is judged once.
  const judged = new Map<unknown, string | undefined>();
  const problemOf = (segment: unknown): string | undefined => {
    if (!judged.has(segment)) judged.set(segment, segmentProblem(segment, rules.segmentRule));
    return judged.get(segment);
  };
  // The tools of one owner come with one frozen owner path (prepare-plugin.ts hands them one): the last
  // such path whose segments all passed is not judged again, and its join is the prefix of their names.
  let passed: readonly string[] | undefined;
  let prefix = '';
  const named = (ownerPath: readonly string[], name: unknown, source: string, what: string): string | undefined => {
    if (ownerPath !== passed) {
      for (let i = 0; i < ownerPath.length; i++) {
        const bad = problemOf(ownerPath[i]);
        if (bad !== undefined) return invalidName(problems, source, what, bad);
      }
      passed = Object.isFrozen(ownerPath) ? ownerPath : undefined;
      prefix = ownerPath.length === 0 ? '' : joinQualifiedName(ownerPath, '');
    }
    // The local name is judged each time: the names of a plugin's tools are mostly distinct.
    const bad = segmentProblem(name, rules.segmentRule);
    if (bad !== undefined) return invalidName(problems, source, what, bad);
    const qualifiedName = prefix + (name as string);
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
    for (let i = 0; i < d.permitLints.length; i++) lints.push({ ...d.permitLints[i]!, source });
    return { qualifiedName, name: name as string, ownerPath: frozenPath(ownerPath), source, scope, definition: d };
  };
  return { named, inject, prepareTool };
}
