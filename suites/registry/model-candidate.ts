// The model's prepare step (REGISTRY-008/009/013/015/019/021/023): the candidate generation built
// from staged trees, addTools and registered Seam providers, and every problem that fails it.
import { definitionProblems, discoverTree, emptyDiscovered, nameProblems, toolCap } from './model-discover.js';
import type { AgentCap, Discovered, Problem, SkillCap } from './model-discover.js';
import type { ToolCap } from './model-definition.js';
import { SEGMENT, sources } from './wire.js';
import type { PluginTree, ProviderScope, SeamProvider, ToolDefinition } from './wire.js';

/**
 * Whether a tool and a skill with one qualifiedName are a duplicate: no, spec/registry.md REGISTRY-019
 * keeps tools and skills in two namespaces (the seed's own layout has tools/short-url and
 * skills/short-url). The generators never build such a pair; only messages.test.ts does.
 */
export const TOOLS_AND_SKILLS_SHARE_NAMES = false;

export interface StagedAddTool {
  plugin: string[];
  name: string;
  tool: ToolDefinition;
}

/** context.addSkill (REGISTRY-032): a skill of that plugin, judged at commit. */
export interface StagedAddSkill {
  plugin: string[];
  name: string;
  skill: { description?: unknown; instructions?: unknown };
}

export interface ActiveProvider {
  scope: ProviderScope;
  provider: SeamProvider;
}

/** What a generation holds: the regular set plus the providers it was committed with. */
export interface GenerationContent {
  tools: ToolCap[];
  skills: SkillCap[];
  agents: AgentCap[];
  providers: ActiveProvider[];
}

export interface View {
  tools: ToolCap[];
  skills: SkillCap[];
}

function seamTools(provider: SeamProvider): ToolCap[] {
  if (provider.kind !== 'tool') return [];
  return provider.tools.map(({ name, parameters, ...policy }) => {
    const def: ToolDefinition = parameters === undefined ? policy : { ...policy, inputSchema: parameters };
    return toolCap([], [], name, sources.seam(provider.id), def);
  });
}

function seamSkills(provider: SeamProvider): SkillCap[] {
  if (provider.kind !== 'skill') return [];
  return provider.skills.map((s) => ({ qualifiedName: s.name, name: s.name, ownerPath: [], source: sources.seam(provider.id) }));
}

/** Providers visible for `owner` (undefined = global only): scoped replaces global by id (REGISTRY-021). */
export function visibleProviders(providers: readonly ActiveProvider[], owner?: string): ActiveProvider[] {
  const scoped = owner === undefined ? [] : providers.filter((p) => p.scope === owner);
  const replaced = new Set(scoped.map((p) => p.provider.id));
  const global = providers.filter((p) => p.scope === 'global' && !replaced.has(p.provider.id));
  return [...global, ...scoped];
}

/** The tools and skills visible for `owner` (unsorted). */
export function viewOf(content: GenerationContent, owner?: string): View {
  const providers = visibleProviders(content.providers, owner).map((p) => p.provider);
  return {
    tools: [...content.tools, ...providers.flatMap(seamTools)],
    skills: [...content.skills, ...providers.flatMap(seamSkills)],
  };
}

/** Name, length, definition and duplicate problems of one view (a Seam tool's definition: REGISTRY-023). */
export function viewProblems(view: View, providerTools: readonly ToolCap[]): Problem[] {
  const problems: Problem[] = providerTools.flatMap((cap) => definitionProblems(cap, 'REGISTRY-023'));
  for (const cap of [...view.tools, ...view.skills]) problems.push(...nameProblems(cap));
  const namespaces = TOOLS_AND_SKILLS_SHARE_NAMES ? [[...view.tools, ...view.skills]] : [view.tools, view.skills];
  for (const caps of namespaces) {
    const bySource = new Map<string, string[]>();
    for (const cap of caps) bySource.set(cap.qualifiedName, [...(bySource.get(cap.qualifiedName) ?? []), cap.source]);
    for (const [qualifiedName, found] of bySource) {
      if (found.length > 1) problems.push({ code: 'duplicate-name', names: [qualifiedName, found[0]!, found[1]!], rule: 'REGISTRY-019' });
    }
  }
  return problems;
}

function routingProblems(agents: readonly AgentCap[]): Problem[] {
  const byPlatform = new Map<string, AgentCap[]>();
  for (const agent of agents) {
    if (agent.auto !== undefined) byPlatform.set(agent.auto, [...(byPlatform.get(agent.auto) ?? []), agent]);
  }
  return [...byPlatform.values()]
    .filter((list) => list.length > 1)
    .map((list) => ({ code: 'routing-conflict' as const, names: [list[0]!.name, list[1]!.name], rule: 'REGISTRY-013' }));
}

export interface Prepared {
  content: GenerationContent;
  problems: Problem[];
}

/** Prepares a candidate. `failAt` injects a prepare failure at the capability with that source. */
export function prepare(
  trees: readonly PluginTree[],
  addTools: readonly StagedAddTool[],
  providers: readonly ActiveProvider[],
  failAt?: string,
  addSkills: readonly StagedAddSkill[] = [],
): Prepared {
  const found: Discovered = emptyDiscovered();
  for (const tree of trees) discoverTree(tree, [], found);
  for (const added of addTools) {
    const cap = toolCap(added.plugin, [], added.name, sources.addTool(added.plugin, added.name), added.tool);
    found.tools.push(cap);
    found.problems.push(...definitionProblems(cap));
  }
  for (const added of addSkills) {
    const source = sources.addSkill(added.plugin, added.name);
    const qualifiedName = [...added.plugin, added.name].join('__');
    const { description, instructions } = added.skill;
    // An added skill's name follows the segment and length rules, which decide it (REGISTRY-032 defers to them).
    if (!SEGMENT.test(added.name)) found.problems.push({ code: 'invalid-name', names: [source], rule: 'REGISTRY-008' });
    else if (qualifiedName.length > 64) found.problems.push({ code: 'invalid-name', names: [source], rule: 'REGISTRY-009' });
    else if (typeof description !== 'string' || description === '' || (instructions !== undefined && typeof instructions !== 'string')) found.problems.push({ code: 'invalid-definition', names: [source], rule: 'REGISTRY-032' });
    else found.skills.push({ qualifiedName, name: added.name, ownerPath: [...added.plugin], source });
  }
  const content: GenerationContent = { tools: found.tools, skills: found.skills, agents: found.agents, providers: [...providers] };
  const globalTools = visibleProviders(providers).flatMap((p) => seamTools(p.provider));
  const problems: Problem[] = [
    ...found.problems,
    ...found.pluginSegments.filter((p) => !SEGMENT.test(p)).map(() => ({ code: 'invalid-name' as const, names: [], rule: 'REGISTRY-008' })),
    ...found.agents.filter((a) => !SEGMENT.test(a.name)).map((a) => ({ code: 'invalid-name' as const, names: [a.source], rule: 'REGISTRY-008' })),
    ...viewProblems(viewOf(content), globalTools),
    ...routingProblems(found.agents),
  ];
  const all = [...viewOf(content).tools, ...viewOf(content).skills];
  if (failAt !== undefined && all.some((c) => c.source === failAt)) problems.push({ code: 'prepare-failed', names: [failAt], rule: 'REGISTRY-015' });
  // every owner with a scoped provider has its own view, checked too (REGISTRY-019)
  for (const owner of new Set(providers.filter((p) => p.scope !== 'global').map((p) => p.scope))) {
    const scoped = providers.filter((p) => p.scope === owner);
    const scopedTools = scoped.flatMap((p) => seamTools(p.provider));
    // A duplicate that only a replacing provider brings into the owner's view is there by REGISTRY-021.
    const globalIds = new Set(providers.filter((p) => p.scope === 'global').map((p) => p.provider.id));
    const replacing = new Set(scoped.filter((p) => globalIds.has(p.provider.id)).map((p) => sources.seam(p.provider.id)));
    for (const problem of viewProblems(viewOf(content, owner), scopedTools)) {
      const viaReplacement = problem.code === 'duplicate-name' && problem.names.slice(1).some((s) => replacing.has(s));
      problems.push(viaReplacement ? { ...problem, rule: 'REGISTRY-021' } : problem);
    }
  }
  return { content, problems };
}
