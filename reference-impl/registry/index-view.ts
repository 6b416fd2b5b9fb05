// The `index` op's projection of a committed generation (REGISTRY-026): per tool its qualifiedName,
// owner path, source and flags with defaults filled; every list sorted by qualifiedName.
import type { ToolCapability } from './capability.js';
import type { Generation } from './generation.js';
import type { JsonSchema } from './input-schema.js';
import type { VisibleRegistrations } from './seam.js';

export interface ToolEntryOut {
  qualifiedName: string;
  name: string;
  ownerPath: string[];
  source: string;
  hidden: boolean;
  requiresApproval: string;
  platforms: string[];
  scopes: string[];
  permissions: string[];
  inputSchema: JsonSchema;
}

export interface SkillEntryOut {
  qualifiedName: string;
  ownerPath: string[];
  source: string;
}

export interface AgentEntryOut {
  name: string;
  ownerPath: string[];
  source: string;
}

export interface IndexView {
  generation: number;
  tools: ToolEntryOut[];
  skills: SkillEntryOut[];
  agents: AgentEntryOut[];
}

// Code-unit order, not locale order: every host language sorts the same way. Keys are unique per list
// (tools and skills are keyed by qualifiedName below; two agents with one key are one entry twice), so no
// two items compare equal.
const byKey = <T>(key: (t: T) => string) => (a: T, b: T): number => (key(a) < key(b) ? -1 : 1);

function toolOut(tool: ToolCapability): ToolEntryOut {
  return {
    qualifiedName: tool.qualifiedName,
    name: tool.name,
    ownerPath: [...tool.ownerPath],
    source: tool.source,
    hidden: tool.hidden,
    requiresApproval: tool.requiresApproval,
    platforms: [...tool.platforms],
    scopes: [...tool.scopes],
    permissions: [...tool.permissions],
    inputSchema: structuredClone(tool.inputSchema),
  };
}

/** The index as seen by the global lookup, or by `owner` (its scoped providers replace global ones). (REGISTRY-026) */
export function indexView(generation: Generation, visible: VisibleRegistrations, owner?: string): IndexView {
  const seen = new Set(visible(generation.seam.map((p) => p.registration), owner));
  const seam = generation.seam.filter((p) => seen.has(p.registration));
  const tools = [...generation.tools, ...seam.flatMap((p) => p.tools)];
  const skills = [...generation.skills, ...seam.flatMap((p) => p.skills)];
  // Last one wins per name, should a broken host let duplicates through.
  const toolMap = new Map(tools.map((t) => [t.qualifiedName, t]));
  const skillMap = new Map(skills.map((s) => [s.qualifiedName, s]));
  return {
    generation: generation.number,
    tools: [...toolMap.values()].map(toolOut).sort(byKey((t) => t.qualifiedName)),
    skills: [...skillMap.values()]
      .map((s) => ({ qualifiedName: s.qualifiedName, ownerPath: [...s.ownerPath], source: s.source }))
      .sort(byKey((s) => s.qualifiedName)),
    agents: generation.agents
      .map((a) => ({ name: a.name, ownerPath: [...a.ownerPath], source: a.source }))
      .sort(byKey((a) => [...a.ownerPath, a.name].join('__'))),
  };
}
