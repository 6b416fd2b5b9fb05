// A prepared tool is what a definition becomes once its name is checked and it is validated: everything
// but the generation. Binding gives it its fixed context (owner and generation, REGISTRY-017) and its run,
// so a plugin prepared once can be bound again in each later generation that stages it unchanged.
import type { ToolCapability } from './capability.js';
import type { TurnExecution, ValidDefinition } from './definition.js';
import type { OwnerScope } from './owner-scope.js';
import type { PluginResources } from './plugin-source.js';

/** A named, validated tool: its name, owner and source, the scope it is bound with, and its definition as validated. */
export interface PreparedTool {
  readonly qualifiedName: string;
  readonly name: string;
  readonly ownerPath: readonly string[];
  readonly source: string;
  readonly scope: OwnerScope;
  readonly definition: ValidDefinition;
  /** The config and services of the plugin that declared the tool, as staged for this candidate (TURN-036). */
  readonly resources?: PluginResources;
}

/**
 * Every capability's run: the execute it was prepared with, in its own fixed context. One function for all
 * capabilities (a commit binds every tool of the candidate); it reads both from the capability it is called on.
 */
function runInContext(this: ToolCapability, input: unknown, turn?: TurnExecution): unknown {
  const prepared = this.prepared as PreparedTool;
  // The owner and generation stay the capability's own (TURN-033); a turn only adds who asks, how to ask back, its
  // origin and policy (TURN-037); the plugin's config and services are those it was prepared with (TURN-036).
  const context = { ...turn, ...this.context, ...ownerResources(prepared.resources) };
  return prepared.definition.execute(input, context);
}

/** config and use(token) from the owner plugin's resources (TURN-036); a token it was not given fails the call. */
function ownerResources(resources: PluginResources | undefined): { config: unknown; use: (token: string) => unknown } {
  const services = resources?.services ?? {};
  const use = (token: string): unknown => {
    if (!Object.prototype.hasOwnProperty.call(services, token)) throw new Error(`no service for token "${token}" in this plugin`);
    return structuredClone(services[token]);
  };
  return { config: structuredClone(resources?.config ?? null), use };
}

/**
 * The capability of `prepared` in generation `generation`, its execution bound to that generation (REGISTRY-017,
 * REGISTRY-025); every binding of one prepared tool shares `prepared`.
 */
export function bindTool(prepared: PreparedTool, generation: number): ToolCapability {
  const f = prepared;
  const d = prepared.definition;
  // The owner path is frozen (capability-builder.ts): the context and every binding share it.
  const context = { qualifiedName: f.qualifiedName, ownerPath: f.ownerPath, generation };
  // Field by field rather than spread: a commit binds every tool of the candidate, and this is the cheap form.
  return {
    qualifiedName: f.qualifiedName, name: f.name, ownerPath: f.ownerPath, source: f.source, description: d.description,
    hidden: d.hidden, requiresApproval: d.requiresApproval, platforms: d.platforms, scopes: d.scopes,
    permissions: d.permissions, policy: d.policy, allow: d.allow, inputSchema: d.inputSchema, permitLints: d.permitLints,
    context, run: runInContext, prepared,
    // Undefined where the scope has none: no agent or skill needed (every reader asks for undefined). Both
    // fields are always there, so every capability has one shape.
    agent: f.scope.agent, skill: f.scope.skill,
  };
}
