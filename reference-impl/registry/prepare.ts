// Prepare (REGISTRY-031/015): turns a candidate (staged plugins, addTool calls, Seam registrations) into
// the content of a generation, or the problems that keep it from being published. Every problem is
// collected in a fixed order; commit reports the first, `capkit inspect` shows them all.
import type { AgentCapability, SkillCapability, ToolCapability } from './capability.js';
import type { PermitLintReport, PrepareLog } from './capability-builder.js';
import { capabilityBuilder } from './capability-builder.js';
import type { SchemaChecker } from './input-schema.js';
import { createSchemaChecker } from './input-schema.js';
import type { PluginSource } from './plugin-source.js';
import { addToolSource } from './plugin-source.js';
import type { AddSkillRequest } from './add-skill.js';
import { prepareAddedSkill } from './add-skill.js';
import type { PluginPart } from './prepare-plugin.js';
import { preparePlugin } from './prepare-plugin.js';
import type { PrepareRules } from './prepare-rules.js';
import { referencePrepareRules } from './prepare-rules.js';
import type { ProjectedRegistration } from './prepare-seam.js';
import { prepareSeam } from './prepare-seam.js';
import type { Problem } from './registry-error.js';
import type { PreparedTool } from './tool-binding.js';
import type { Registration } from './seam.js';
import { bindTool } from './tool-binding.js';

export type { PrepareRules } from './prepare-rules.js';
export { referencePrepareRules } from './prepare-rules.js';
export type { PermitLintReport } from './capability-builder.js';
export type { ProjectedRegistration } from './prepare-seam.js';
export type { OwnerScope } from './owner-scope.js';
export { skillScopeOf, toolScopeOf } from './owner-scope.js';

export interface AddToolRequest {
  readonly segments: readonly string[];
  readonly name: string;
  readonly definition: unknown;
}

export interface CandidateInput {
  readonly plugins: readonly PluginSource[];
  readonly addTools: readonly AddToolRequest[];
  /** context.addSkill calls (REGISTRY-032); absent: none. */
  readonly addSkills?: readonly AddSkillRequest[];
  readonly registrations: readonly Registration[];
  /** Injects a prepare failure at the capability with this source ("commit fails half-way"). */
  readonly failAt?: string;
  /** The number the generation will get if it is published (part of every tool's fixed context). */
  readonly generation: number;
}

export interface Prepared {
  readonly tools: readonly ToolCapability[];
  readonly skills: readonly SkillCapability[];
  readonly agents: readonly AgentCapability[];
  readonly seam: readonly ProjectedRegistration[];
  readonly problems: readonly Problem[];
  readonly lints: readonly PermitLintReport[];
  /** The global lookup's tools by name, when the duplicate check built it for the very list it publishes. */
  readonly byName?: ReadonlyMap<string, ToolCapability>;
}

/** Each plugin prepared on its own; a store passes the parts it kept from its last commit (plugin-parts.ts). */
export type PluginPartsOf = (plugins: readonly PluginSource[], failAt: string | undefined) => PluginPart[];

const eachAfresh = (rules: PrepareRules, schemas: SchemaChecker): PluginPartsOf => (plugins, failAt) => plugins.map((plugin) => preparePlugin(plugin, rules, schemas, failAt));

/** A candidate prepared (REGISTRY-031): gathered, then its duplicates judged. `schemas` judges inputSchemas (a store passes its own; a caller without one gets a fresh checker). */
export function prepare(input: CandidateInput, rules: PrepareRules = referencePrepareRules, schemas: SchemaChecker = createSchemaChecker(), partsOf: PluginPartsOf = eachAfresh(rules, schemas)): Prepared {
  const gathered = gatherCandidate(input, rules, schemas, partsOf);
  return { ...gathered, problems: [...gathered.problems, ...viewDuplicates(gathered, input.registrations, rules)] };
}

/**
 * What a candidate holds, named and validated (REGISTRY-001…013, 020…023, 028, 032), with every problem found
 * on the way; all but duplicates, which need the whole candidate (viewDuplicates).
 */
export function gatherCandidate(input: CandidateInput, rules: PrepareRules, schemas: SchemaChecker, partsOf: PluginPartsOf): Prepared {
  const problems: Problem[] = [];
  const lints: PermitLintReport[] = [];
  const log: PrepareLog = { problems, lints };
  const build = capabilityBuilder(log, rules, schemas, input.failAt);
  const tools: ToolCapability[] = [];
  const skills: SkillCapability[] = [];
  const agents: AgentCapability[] = [];
  const bind = (prepared: PreparedTool | undefined): void => {
    if (prepared) tools.push(bindTool(prepared, input.generation));
  };

  for (const part of partsOf(input.plugins, input.failAt)) {
    for (let i = 0; i < part.tools.length; i++) bind(part.tools[i]);
    skills.push(...part.skills);
    agents.push(...part.agents);
    problems.push(...part.problems);
    lints.push(...part.lints);
  }

  for (const request of input.addTools) bind(build.prepareTool(request.segments, request.name, request.definition, addToolSource(request.segments, request.name)));
  for (const request of input.addSkills ?? []) {
    const skill = prepareAddedSkill(request, build, problems);
    if (skill) skills.push(skill);
  }

  const seam: ProjectedRegistration[] = [];
  for (const registration of input.registrations) seam.push(prepareSeam(registration, build, rules, problems, input.generation));

  problems.push(...rules.routing(agents));
  return { tools, skills, agents, seam, problems, lints };
}

/**
 * Duplicates (REGISTRY-019), judged per view (what every owner, and the global lookup, would see at once)
 * and per kind: tools and skills are separate namespaces, as in the seed's own example layout. A problem
 * two views share is reported once.
 */
export function viewDuplicates(gathered: Pick<Prepared, 'tools' | 'skills' | 'seam'>, registrations: readonly Registration[], rules: PrepareRules): Problem[] {
  const { tools, skills, seam } = gathered;
  // Owner "global" sees the global view again: its problems are the global lookup's, reported once.
  const owners = new Set(registrations.map((r) => r.scope));
  // One problem per message (a duplicate's message names the name and both sources), where first found.
  const problems = new Map<string, Problem>();
  for (const owner of [undefined, ...owners]) {
    const visible = seam.filter((p) => rules.visible(registrations, owner).includes(p.registration));
    const viewTools = [...tools, ...visible.flatMap((p) => p.tools)];
    const namespaces = rules.namespaces<ToolCapability | SkillCapability>(viewTools, [...skills, ...visible.flatMap((p) => p.skills)]);
    for (const problem of namespaces.flatMap((named) => rules.duplicates(named))) problems.set(problem.message, problem);
  }
  return [...problems.values()];
}
