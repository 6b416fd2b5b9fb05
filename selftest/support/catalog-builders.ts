// Builders shared by the catalog's unit tests: generations from PluginTrees and Seam providers, exactly
// as a case's `load` builds them, and hand-made capabilities for property tests.
import type { ToolCapability } from '../../reference-impl/registry/capability.js';
import type { Generation } from '../../reference-impl/registry/generation.js';
import { GenerationStore, generationOf } from '../../reference-impl/registry/generation.js';
import type { PluginTree } from '../../reference-impl/registry/plugin-tree.js';
import { pluginSourcesOf } from '../../reference-impl/registry/plugin-tree.js';
import { SeamIntegration, visibleRegistrations } from '../../reference-impl/registry/seam.js';
import type { WireProvider } from '../../reference-impl/registry/wire-provider.js';
import { skillServiceOf, toolServiceOf } from '../../reference-impl/registry/wire-provider.js';
import type { TurnScope } from '../../reference-impl/catalog/generation-catalog.js';
import type { Scoped } from '../../engine/catalog/tool-scope.js';

export const toolFile = (description: string, extra: Record<string, unknown> = {}) => ({ tool: { description, ...extra } });
export const agentFiles = (dir: string, manifest: unknown = {}) => ({
  [`${dir}/agent.json`]: { json: manifest },
  [`${dir}/system.md`]: { text: '' },
  [`${dir}/boundaries.md`]: { text: '' },
  [`${dir}/conventions.md`]: { text: '' },
});

/** A committed generation of these trees and global providers; throws if the registry refuses it. */
export function generationFrom(trees: PluginTree[], providers: WireProvider[] = []): Generation {
  const store = new GenerationStore();
  const seam = new SeamIntegration();
  for (const p of providers) {
    if (p.kind === 'tool') seam.registerToolService('global', toolServiceOf(p));
    else seam.registerSkillService('global', skillServiceOf(p));
  }
  for (const tree of trees) store.stage(pluginSourcesOf(tree));
  const result = store.commit(seam.registrations());
  if (!result.ok) throw new Error(`test generation refused: ${result.problem.message}`);
  return store.current;
}

export interface CapabilityFields {
  platforms?: unknown;
  scopes?: unknown;
  permissions?: unknown;
  hidden?: boolean;
  agent?: string;
  skill?: string;
  source?: string;
}

export function capability(name: string, fields: CapabilityFields = {}): ToolCapability {
  return {
    qualifiedName: name,
    name,
    ownerPath: [],
    source: fields.source ?? `tools/${name}/index.ts`,
    description: `does ${name}`,
    hidden: fields.hidden ?? false,
    requiresApproval: 'on-risk',
    platforms: (fields.platforms ?? []) as string[],
    scopes: (fields.scopes ?? []) as ToolCapability['scopes'],
    permissions: (fields.permissions ?? []) as string[],
    inputSchema: { type: 'object' },
    permitLints: [],
    context: { qualifiedName: name, ownerPath: [], generation: 1 },
    run: () => null,
    ...(fields.agent !== undefined ? { agent: fields.agent } : {}),
    ...(fields.skill !== undefined ? { skill: fields.skill } : {}),
  };
}

/** A generation of these tools and of the skills named (their SKILL.md files, so to speak). */
export function generationOfTools(tools: ToolCapability[], skillNames: readonly string[] = []): Generation {
  const skills = skillNames.map((name) => ({ qualifiedName: name, name, ownerPath: [], source: `skills/${name}/SKILL.md`, instructions: name }));
  return generationOf(1, { tools, skills, agents: [], seam: [] }, visibleRegistrations);
}

export const QQ_GROUP = { $adapter: 'qq', $channel: { type: 'group', id: 'g1' }, $sender: { id: 'u1', role: 'master' } };

export function scopeOf(fields: Partial<TurnScope> = {}): TurnScope {
  return { view: null, grants: {}, agent: null, activeSkills: new Set(), attended: true, loaded: new Set(), ...fields };
}

/** The plain scope rule, one capability at a time: the oracle the index must agree with (tool-scope.ts). */
export function inScope(scoped: Scoped, agent: string | null, activeSkills: ReadonlySet<string>): boolean {
  if (scoped.agent !== undefined && scoped.agent !== agent) return false;
  return scoped.skill === undefined || activeSkills.has(scoped.skill);
}
