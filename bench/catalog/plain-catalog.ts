// The deliberately plain per-turn catalog: what a host writes first, kept only to compare against. Every turn
// it walks every tool of the generation, works out the tool's scope from its source path, runs the access
// predicate on the raw message (re-parsing every permit string: bench/permits/plain-evaluator.ts), builds a
// fresh catalog object per listed tool, sorts, and computes the exposed set. Nothing is cached between turns.
import type { CatalogTool, DeferredToolsConfig, TurnCatalog } from '../../reference-impl/catalog/types.js';
import type { PlatformGrants } from '../../reference-impl/permits/platform-grants.js';
import type { ToolCapability } from '../../reference-impl/registry/capability.js';
import type { Generation } from '../../reference-impl/registry/generation.js';
import { plainAllows } from '../permits/plain-evaluator.js';

export interface PlainTurn {
  /** The protocol message as received, or null. */
  readonly message: Record<string, unknown> | null;
  readonly grants: PlatformGrants;
  readonly agent: string | null;
  readonly activeSkills: ReadonlySet<string>;
  readonly attended: boolean;
  readonly loaded: ReadonlySet<string>;
}

const FRAMEWORK_TOOLS = ['discover', 'load_tool', 'load_skill', 'spawn_task'];
const FRAMEWORK_DESCRIPTIONS: Record<string, string> = {
  discover: 'Search the deferred tools and skills of this turn.',
  load_tool: 'Load a deferred tool by name.',
  load_skill: 'Load a skill by name.',
  spawn_task: 'Run a task with a sub-agent.',
  ask_user: 'Ask the user a question.',
};

/** What a tool needs besides access: an agent selected and/or a skill active (from where its file lives). */
function plainRequirement(tool: ToolCapability): { agent?: string; skill?: string } {
  if (!tool.source.endsWith('/index.ts') && !tool.source.endsWith('/index.js')) return {};
  // source = <plugin segments>/<file>, ownerPath = <plugin segments> + <local owner>; a file of a local
  // owner of k segments has 3 + 2k parts, so the source has ownerPath + 3 + k parts.
  const parts = tool.source.split('/');
  const k = parts.length - tool.ownerPath.length - 3;
  const file = parts.slice(parts.length - (3 + 2 * k));
  const plugin = tool.ownerPath.slice(0, tool.ownerPath.length - k);
  if (k === 1 && file[0] === 'agents') return { agent: [...plugin, file[1]].join('__') };
  if (k === 1 && file[0] === 'skills') return { skill: [...plugin, file[1]].join('__') };
  if (k === 2) return { agent: [...plugin, file[1]].join('__'), skill: [...plugin, file[1], file[3]].join('__') };
  return {};
}

function plainListed(tool: ToolCapability, message: Record<string, unknown> | null, grants: PlatformGrants): boolean {
  if (tool.hidden) return false;
  if (tool.platforms.length > 0) {
    if (message === null || !tool.platforms.includes(String(message.$adapter))) return false;
  }
  if (tool.scopes.length > 0) {
    if (message === null) return false;
    const channel = message.$channel as { type?: unknown } | undefined;
    const type = channel && channel.type ? String(channel.type) : 'private';
    if (!(tool.scopes as readonly string[]).includes(type)) return false;
  }
  return plainAllows([...tool.permissions], message, grants as Record<string, Record<string, string[]>>);
}

export function plainTurnCatalog(generation: Generation, config: DeferredToolsConfig, turn: PlainTurn): TurnCatalog {
  const framework = turn.attended ? [...FRAMEWORK_TOOLS, 'ask_user'] : [...FRAMEWORK_TOOLS];
  const tools: CatalogTool[] = framework.map((name) => ({
    qualifiedName: name,
    description: FRAMEWORK_DESCRIPTIONS[name]!,
    inputSchema: { type: 'object' },
    framework: true,
    mcpServer: undefined,
  }));
  for (const tool of generation.byName.values()) {
    if (framework.includes(tool.qualifiedName)) continue;
    if (!plainListed(tool, turn.message, turn.grants)) continue;
    const need = plainRequirement(tool);
    if (need.agent !== undefined && turn.agent !== need.agent) continue;
    if (need.skill !== undefined && !turn.activeSkills.has(need.skill)) continue;
    const mcp = /^seam:mcp:(.+)$/.exec(tool.source);
    tools.push({
      qualifiedName: tool.qualifiedName,
      description: tool.description,
      inputSchema: tool.inputSchema,
      framework: false,
      mcpServer: mcp ? mcp[1] : undefined,
    });
  }
  tools.sort((a, b) => (a.qualifiedName < b.qualifiedName ? -1 : a.qualifiedName > b.qualifiedName ? 1 : 0));
  const exposed = new Set<string>();
  for (const tool of tools) {
    const server = tool.mcpServer !== undefined && Object.hasOwn(config.mcpServers, tool.mcpServer) ? config.mcpServers[tool.mcpServer] : undefined;
    const always = server !== undefined ? server.alwaysLoadedTools : config.alwaysLoadedTools;
    if (always.includes(tool.qualifiedName) || turn.loaded.has(tool.qualifiedName)) exposed.add(tool.qualifiedName);
  }
  return { tools, exposed };
}
