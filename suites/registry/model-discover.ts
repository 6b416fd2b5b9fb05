// The model's discovery of one staged plugin tree (REGISTRY-001/002/011/012/028): which capabilities it
// yields and which prepare problems it carries, each with the requirement that makes it a problem. Names
// are checked later, on the whole candidate (model-candidate.ts), so every capability keeps its raw
// segments here.
import { invalidFields } from './model-definition.js';
import type { ToolCap } from './model-definition.js';
import { AGENT_FILES, MAX_QUALIFIED_NAME, SEGMENT, sources } from './wire.js';
import type { FileContent, PluginTree, ToolDefinition } from './wire.js';

export interface SkillCap {
  qualifiedName: string;
  name: string;
  ownerPath: string[];
  source: string;
}

export interface AgentCap {
  name: string;
  ownerPath: string[];
  /** The path of its agent.json. */
  source: string;
  auto?: string;
}

export type ProblemCode =
  | 'invalid-name'
  | 'invalid-definition'
  | 'duplicate-name'
  | 'missing-agent-file'
  | 'routing-conflict'
  | 'prepare-failed';

export interface Problem {
  code: ProblemCode;
  /** Strings the host's message must contain (the spec says what an error names). */
  names: string[];
  /** The requirement whose rule makes this a problem (it decides the failed commit). */
  rule: string;
}

/** What a candidate contributes before names and duplicates are checked. */
export interface Discovered {
  tools: ToolCap[];
  skills: SkillCap[];
  agents: AgentCap[];
  problems: Problem[];
  /** Every child plugin name met, checked with the other segments. */
  pluginSegments: string[];
}

export const emptyDiscovered = (): Discovered => ({ tools: [], skills: [], agents: [], problems: [], pluginSegments: [] });

const INDEX_FILES = new Set(['index.ts', 'index.js']);

/** The tool location a file path is in: owner segments below the plugin and the tool name. */
function toolLocation(parts: readonly string[]): { owner: string[]; name: string } | undefined {
  const file = parts[parts.length - 1];
  if (file === undefined || !INDEX_FILES.has(file)) return undefined;
  const p = parts;
  if (p.length === 3 && p[0] === 'tools') return { owner: [], name: p[1]! };
  if (p.length === 5 && p[2] === 'tools' && (p[0] === 'agents' || p[0] === 'skills')) return { owner: [p[1]!], name: p[3]! };
  if (p.length === 7 && p[0] === 'agents' && p[2] === 'skills' && p[4] === 'tools') return { owner: [p[1]!, p[3]!], name: p[5]! };
  return undefined;
}

function skillLocation(parts: readonly string[]): { owner: string[]; name: string } | undefined {
  if (parts.length === 3 && parts[0] === 'skills' && parts[2] === 'SKILL.md') return { owner: [], name: parts[1]! };
  if (parts.length === 5 && parts[0] === 'agents' && parts[2] === 'skills' && parts[4] === 'SKILL.md') {
    return { owner: [parts[1]!], name: parts[3]! };
  }
  return undefined;
}

export function toolCap(pluginPath: readonly string[], owner: readonly string[], name: string, source: string, def: ToolDefinition): ToolCap {
  const ownerPath = [...pluginPath, ...owner];
  return { qualifiedName: [...ownerPath, name].join('__'), name, ownerPath, source, def };
}

/** The segment rule and the 64-character rule for one capability (REGISTRY-008/009). */
export function nameProblems(cap: { ownerPath: readonly string[]; name: string; qualifiedName: string; source: string }): Problem[] {
  if ([...cap.ownerPath, cap.name].some((s) => !SEGMENT.test(s))) return [{ code: 'invalid-name', names: [cap.source], rule: 'REGISTRY-008' }];
  return cap.qualifiedName.length > MAX_QUALIFIED_NAME ? [{ code: 'invalid-name', names: [cap.source], rule: 'REGISTRY-009' }] : [];
}

/** A definition's problems: invalid fields name the source and the field (REGISTRY-003, inputSchema REGISTRY-004). */
export function definitionProblems(cap: ToolCap, rule?: string): Problem[] {
  return invalidFields(cap.def).map((field) => ({
    code: 'invalid-definition' as const,
    names: [cap.source, field],
    rule: rule ?? (field === 'inputSchema' ? 'REGISTRY-004' : 'REGISTRY-003'),
  }));
}

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The `auto.platform` of a manifest, or `invalid` when the manifest breaks REGISTRY-028. */
function manifestPlatform(manifest: FileContent | undefined): string | undefined | 'invalid' {
  if (manifest === undefined) return undefined; // missing: REGISTRY-012 reports it
  if (!('json' in manifest) || !isPlainObject(manifest.json)) return 'invalid';
  const auto = manifest.json.auto;
  if (auto === undefined) return undefined;
  if (!isPlainObject(auto) || typeof auto.platform !== 'string' || auto.platform === '') return 'invalid';
  return auto.platform;
}

function discoverAgents(tree: PluginTree, pluginPath: readonly string[], into: Discovered): void {
  const names = new Set<string>();
  for (const path of Object.keys(tree.files)) {
    const parts = path.split('/');
    if (parts[0] === 'agents' && parts.length >= 3) names.add(parts[1]!);
  }
  for (const name of [...names].sort()) {
    for (const file of AGENT_FILES) {
      const path = `agents/${name}/${file}`;
      if (!(path in tree.files)) into.problems.push({ code: 'missing-agent-file', names: [sources.file(pluginPath, path)], rule: 'REGISTRY-012' });
    }
    const source = sources.file(pluginPath, `agents/${name}/agent.json`);
    const platform = manifestPlatform(tree.files[`agents/${name}/agent.json`]);
    if (platform === 'invalid') into.problems.push({ code: 'invalid-definition', names: [source], rule: 'REGISTRY-028' });
    const agent: AgentCap = { name, ownerPath: [...pluginPath], source };
    if (platform !== undefined && platform !== 'invalid') agent.auto = platform;
    into.agents.push(agent);
  }
}

/** Discovers `tree` (and its children) mounted at `pluginPath`, appending to `into`. */
export function discoverTree(tree: PluginTree, pluginPath: readonly string[], into: Discovered): Discovered {
  for (const [path, content] of Object.entries(tree.files)) {
    const parts = path.split('/');
    const source = sources.file(pluginPath, path);
    const tool = toolLocation(parts);
    if (tool) {
      if ('tool' in content) {
        const cap = toolCap(pluginPath, tool.owner, tool.name, source, content.tool);
        into.tools.push(cap);
        into.problems.push(...definitionProblems(cap));
      } else {
        into.problems.push({ code: 'invalid-definition', names: [source], rule: 'REGISTRY-002' });
        // not a capability, but its location still names one: hosts may check that name first
        into.problems.push(...nameProblems(toolCap(pluginPath, tool.owner, tool.name, source, {})));
      }
      continue;
    }
    const skill = skillLocation(parts);
    if (skill) {
      const ownerPath = [...pluginPath, ...skill.owner];
      into.skills.push({ qualifiedName: [...ownerPath, skill.name].join('__'), name: skill.name, ownerPath, source });
    }
  }
  discoverAgents(tree, pluginPath, into);
  for (const added of tree.setup?.addTools ?? []) {
    const cap = toolCap(pluginPath, [], added.name, sources.addTool(pluginPath, added.name), added.tool);
    into.tools.push(cap);
    into.problems.push(...definitionProblems(cap));
  }
  if (tree.setup?.throws !== undefined) into.problems.push({ code: 'prepare-failed', names: [], rule: 'REGISTRY-015' });
  for (const child of tree.children ?? []) {
    const childPath = [...pluginPath, child.name];
    into.pluginSegments.push(child.name);
    discoverTree(child, childPath, into);
  }
  return into;
}
