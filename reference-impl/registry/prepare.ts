// Prepare (REGISTRY-014/015): turns a candidate (staged plugins, addTool calls, Seam registrations) into
// the content of a generation, or the problems that keep it from being published. Every problem is
// collected in a fixed order; commit reports the first, `capkit inspect` shows them all.
import { checkAgent } from './agents.js';
import type { AgentCapability, SkillCapability, ToolCapability } from './capability.js';
import type { PermitLint } from './definition.js';
import type { SkillEntry, ToolEntry } from './discover.js';
import { joinQualifiedName, lengthProblem, segmentProblem } from './names.js';
import type { PluginSource } from './plugin-source.js';
import { addToolSource, pluginLabel, sourceOf } from './plugin-source.js';
import type { PrepareRules } from './prepare-rules.js';
import { referencePrepareRules } from './prepare-rules.js';
import type { Problem } from './registry-error.js';
import type { Registration } from './seam.js';
import { GLOBAL_SCOPE } from './seam.js';
import type { projectRegistration } from './seam-projection.js';

export type { PrepareRules } from './prepare-rules.js';
export { referencePrepareRules } from './prepare-rules.js';

export interface AddToolRequest {
  readonly segments: readonly string[];
  readonly name: string;
  readonly definition: unknown;
}

export interface CandidateInput {
  readonly plugins: readonly PluginSource[];
  readonly addTools: readonly AddToolRequest[];
  readonly registrations: readonly Registration[];
  /** Injects a prepare failure at the capability with this source ("commit fails half-way"). */
  readonly failAt?: string;
  /** The number the generation will get if it is published (part of every tool's fixed context). */
  readonly generation: number;
}

/** A Seam registration with its validated capabilities. */
export interface ProjectedRegistration {
  readonly registration: Registration;
  readonly tools: readonly ToolCapability[];
  readonly skills: readonly SkillCapability[];
}

export interface PermitLintReport extends PermitLint {
  readonly source: string;
}

export interface Prepared {
  readonly tools: readonly ToolCapability[];
  readonly skills: readonly SkillCapability[];
  readonly agents: readonly AgentCapability[];
  readonly seam: readonly ProjectedRegistration[];
  readonly problems: readonly Problem[];
  readonly lints: readonly PermitLintReport[];
}

/** Who may see a capability, by where its file lives (the catalog's scopes; design of area catalog §1). */
export interface OwnerScope {
  readonly agent?: string;
  readonly skill?: string;
}

/** agents/<a>/… needs agent `[...plugin, a]`; …skills/<s>/tools/… needs skill `[...owner, s]` active. */
export function toolScopeOf(segments: readonly string[], entry: Pick<ToolEntry, 'kind' | 'localOwner'>): OwnerScope {
  const [first = '', second = ''] = entry.localOwner;
  switch (entry.kind) {
    case 'agent':
      return { agent: joinQualifiedName(segments, first) };
    case 'skill':
      return { skill: joinQualifiedName(segments, first) };
    case 'agent-skill':
      return { agent: joinQualifiedName(segments, first), skill: joinQualifiedName([...segments, first], second) };
  }
  return {};
}

export function skillScopeOf(segments: readonly string[], entry: Pick<SkillEntry, 'kind' | 'localOwner'>): OwnerScope {
  if (entry.kind !== 'agent') return {};
  return { agent: joinQualifiedName(segments, entry.localOwner[0] ?? '') };
}

/** A SKILL.md's text; anything that is not text (or cannot be read) has no instructions. */
function instructionsOf(plugin: PluginSource, file: string): string {
  try {
    const read = plugin.read(file);
    if (read.kind === 'text') return read.text;
    return '';
  }
  catch {
    return '';
  }
}

export function prepare(input: CandidateInput, rules: PrepareRules = referencePrepareRules): Prepared {
  const problems: Problem[] = [];
  const lints: PermitLintReport[] = [];
  const tools: ToolCapability[] = [];
  const skills: SkillCapability[] = [];
  const agents: AgentCapability[] = [];

  /** Checks every segment and the joined length; records the first problem. */
  const named = (ownerPath: readonly string[], name: unknown, source: string, what: string): string | undefined => {
    for (const segment of [...ownerPath, name]) {
      const bad = segmentProblem(segment, rules.segmentRule);
      if (bad !== undefined) {
        problems.push({ code: 'invalid-name', source, message: `${source}: invalid ${what} name: ${bad}` });
        return undefined;
      }
    }
    const qualifiedName = joinQualifiedName(ownerPath, name as string);
    const tooLong = lengthProblem(qualifiedName, rules.maxQualifiedName);
    if (tooLong !== undefined) {
      problems.push({ code: 'invalid-name', source, message: `${source}: ${tooLong}` });
      return undefined;
    }
    return qualifiedName;
  };
  /** An injected failure at this capability. It is only recorded: the problem fails the whole candidate. */
  const inject = (source: string): void => {
    if (input.failAt === source) problems.push({ code: 'prepare-failed', source, message: `prepare failed at ${source} (injected failure)` });
  };
  const addTool = (ownerPath: readonly string[], name: unknown, definition: unknown, source: string, scope: OwnerScope = {}): ToolCapability | undefined => {
    const qualifiedName = named(ownerPath, name, source, 'tool');
    if (qualifiedName === undefined) return undefined;
    const checked = rules.validate(definition, source);
    if (!checked.ok) return void problems.push(checked.problem);
    inject(source);
    const d = checked.definition;
    for (const lint of d.permitLints) lints.push({ ...lint, source });
    const context = { qualifiedName, ownerPath: [...ownerPath], generation: input.generation };
    const tool: ToolCapability = {
      qualifiedName, name: name as string, ownerPath: [...ownerPath], source, description: d.description,
      hidden: d.hidden, requiresApproval: d.requiresApproval, platforms: d.platforms, scopes: d.scopes,
      permissions: d.permissions, policy: d.policy, allow: d.allow, inputSchema: d.inputSchema, permitLints: d.permitLints, context,
      run: (value) => d.execute(value, context),
      ...scope,
    };
    return tool;
  };

  for (const plugin of input.plugins) {
    const segments = plugin.segments;
    const pluginName = segments.at(-1);
    if (pluginName !== undefined) {
      const bad = segmentProblem(pluginName, rules.segmentRule);
      if (bad !== undefined) {
        // Named by a file below the plugin, so the author can find it (REGISTRY-008).
        const source = plugin.files[0] === undefined ? segments.join('/') : sourceOf(segments, plugin.files[0]);
        problems.push({ code: 'invalid-name', source, message: `${source}: invalid plugin name in ${pluginLabel(segments)}: ${bad}` });
        continue;
      }
    }
    const found = rules.classify(plugin.files);
    for (const entry of found.tools) {
      const source = sourceOf(segments, entry.file);
      const read = plugin.read(entry.file);
      // Without this branch the entry's missing definition fails validateDefinition with the same code and source
      // (REGISTRY-002 fixes no more); it words the problem for authors and `capkit inspect`.
      if (read.kind !== 'tool') {
        const why = read.kind === 'unreadable' ? read.reason : 'it has no default export made with defineAgentTool(…)';
        problems.push({
          code: 'invalid-definition',
          source,
          field: 'default',
          message: `${source}: not a tool entry: ${why}`,
        });
        // A bad directory name is a second, separate problem of the same file (inspect shows both).
        named([...segments, ...entry.localOwner], entry.name, source, 'tool');
        continue;
      }
      const tool = addTool([...segments, ...entry.localOwner], entry.name, read.definition, source, toolScopeOf(segments, entry));
      if (tool) tools.push(tool);
    }
    for (const entry of found.skills) {
      const source = sourceOf(segments, entry.file);
      const ownerPath = [...segments, ...entry.localOwner];
      const qualifiedName = named(ownerPath, entry.name, source, 'skill');
      if (qualifiedName === undefined) continue;
      inject(source);
      skills.push({ qualifiedName, name: entry.name, ownerPath, source, ...skillScopeOf(segments, entry), instructions: instructionsOf(plugin, entry.file) });
    }
    const fileSet = new Set(plugin.files);
    for (const dir of found.agents) {
      const below = plugin.files.find((f) => f.startsWith(`${dir.dir}/`)) ?? dir.dir;
      if (named([], dir.name, sourceOf(segments, below), 'agent') === undefined) continue;
      const checked = checkAgent(dir, segments, fileSet, (file) => plugin.read(file), rules);
      if (!checked.ok) problems.push(checked.problem);
      else {
        inject(checked.agent.source);
        agents.push(checked.agent);
      }
    }
    if (plugin.setup) {
      for (const call of plugin.setup.addTools) {
        const tool = addTool(segments, call.name, call.definition, addToolSource(segments, call.name));
        if (tool) tools.push(tool);
      }
      if (plugin.setup.throws !== undefined) {
        problems.push({
          code: 'prepare-failed',
          source: segments.join('/'),
          message: `setup() of ${pluginLabel(segments)} threw: ${plugin.setup.throws}`,
        });
      }
    }
  }

  for (const request of input.addTools) {
    const tool = addTool(request.segments, request.name, request.definition, addToolSource(request.segments, request.name));
    if (tool) tools.push(tool);
  }

  const seam: ProjectedRegistration[] = [];
  for (const registration of input.registrations) {
    let drafts: ReturnType<typeof projectRegistration>;
    try {
      drafts = rules.seamDrafts(registration);
    }
    catch (error) {
      const source = `seam:${registration.service.id}`;
      problems.push({ code: 'prepare-failed', source, message: `${source}: the provider failed to describe its capabilities: ${(error as Error).message}` });
      continue;
    }
    const seamTools: ToolCapability[] = [];
    const seamSkills: SkillCapability[] = [];
    for (const draft of drafts.tools) {
      const tool = addTool([], draft.name, draft.definition, draft.source);
      if (tool) seamTools.push(tool);
    }
    for (const draft of drafts.skills) {
      const qualifiedName = named([], draft.name, draft.source, 'skill');
      if (qualifiedName === undefined) continue;
      // A non-empty string, as for a tool's description (REGISTRY-023 with REGISTRY-003): whitespace is content.
      if (typeof draft.description !== 'string' || draft.description === '') {
        problems.push({
          code: 'invalid-definition',
          source: draft.source,
          field: 'description',
          message: `${draft.source}: skill "${qualifiedName}": field "description" is required and must be a non-empty string`,
        });
        continue;
      }
      const instructions = typeof draft.instructions === 'string' ? draft.instructions : draft.description;
      inject(draft.source);
      seamSkills.push({ qualifiedName, name: qualifiedName, ownerPath: [], source: draft.source, description: draft.description, instructions });
    }
    seam.push({ registration, tools: seamTools, skills: seamSkills });
  }

  problems.push(...rules.routing(agents));

  // Duplicates are judged per view (what every owner, and the global lookup, would see at once) and per
  // kind: tools and skills are separate namespaces (REGISTRY-019), as in the seed's own example layout.
  const owners = [...new Set(input.registrations.map((r) => r.scope).filter((s) => s !== GLOBAL_SCOPE))];
  const reported = new Set<string>();
  for (const owner of [undefined, ...owners]) {
    const visible = seam.filter((p) => rules.visible(input.registrations, owner).includes(p.registration));
    const namespaces = rules.namespaces<ToolCapability | SkillCapability>([...tools, ...visible.flatMap((p) => p.tools)], [...skills, ...visible.flatMap((p) => p.skills)]);
    for (const problem of namespaces.flatMap((named) => rules.duplicates(named))) {
      if (!reported.has(problem.message)) problems.push(problem);
      reported.add(problem.message);
    }
  }
  return { tools, skills, agents, seam, problems, lints };
}
