// The catalog benchmark's workload, seeded so every run measures the same thing: one generation of N tools
// across N/25 owner plugins (each with a sub-agent and two skills, so all four tool locations occur),
// two MCP servers registered through the Seam, two root tools with framework names (shadowed), access
// drawn from a small realistic pool of platforms/scopes/permits (some hidden), and a rotation of turns:
// different adapters, group/private/channel, roles, agents, active skills and loaded sets.
import { normalizeMessage } from '../../reference-impl/access/message-view.js';
import type { MessageView } from '../../reference-impl/access/message-view.js';
import type { DeferredToolsConfig } from '../../reference-impl/catalog/types.js';
import type { PlatformGrants } from '../../reference-impl/permits/platform-grants.js';
import type { Generation } from '../../reference-impl/registry/generation.js';
import { EngineGenerationStore as GenerationStore } from '../../engine/registry/engine-generation-store.js';
import type { FileContent, PluginTree } from '../../reference-impl/registry/plugin-tree.js';
import { pluginSourcesOf } from '../../reference-impl/registry/plugin-tree.js';
import type { Registration } from '../../reference-impl/registry/seam.js';
import type { WireProvider } from '../../reference-impl/registry/wire-provider.js';
import { toolServiceOf } from '../../reference-impl/registry/wire-provider.js';

/** Tools per owner plugin: N tools come from about N/25 plugins. */
export const TOOLS_PER_PLUGIN = 25;
/** Tools outside the plugins: 2 root tools with framework names + 2 MCP servers × 8 tools. */
const MCP_SERVERS = ['github', 'jira'] as const;
const MCP_TOOLS_PER_SERVER = 8;
const ROOT_TOOLS = ['ask_user', 'discover'] as const;
const FIXED_TOOLS = ROOT_TOOLS.length + MCP_SERVERS.length * MCP_TOOLS_PER_SERVER;
/** The smallest workload: the fixed tools and one plugin's worth. */
export const MIN_TOOLS = FIXED_TOOLS + TOOLS_PER_PLUGIN;

export const CATALOG_BENCH_SEED = 20261130;

export const CATALOG_BENCH_GRANTS: PlatformGrants = { qq: { u1: ['admin'], u3: ['admin', 'ops'] }, discord: { u2: ['ops'] } };

/** Defaults, plus one MCP server with its own always-loaded list (it replaces the global one for its tools). */
export const CATALOG_BENCH_CONFIG: DeferredToolsConfig = {
  maxLoadedPerSession: 12,
  discoverTopK: 5,
  alwaysLoadedTools: ['ask_user', 'spawn_task', 'discover', 'load_tool', 'load_skill'],
  mcpServers: { github: { alwaysLoadedTools: ['gh-search-issues', 'gh-get-file'] } },
};

/** The protocol setup of a case with this workload (area catalog). */
export const CATALOG_BENCH_SETUP = {
  config: { deferredTools: { maxLoadedPerSession: 12, discoverTopK: 5, mcpServers: CATALOG_BENCH_CONFIG.mcpServers } },
  platformGrants: CATALOG_BENCH_GRANTS,
};

/** A small, seeded PRNG (mulberry32): the workload is the same on every run and machine. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(random: () => number, list: readonly T[]): T => list[Math.floor(random() * list.length)]!;

// The access pool: most tools are unrestricted in a dimension, some are restricted. Repeats weight the draw.
const PLATFORMS: readonly (readonly string[])[] = [[], [], [], [], ['qq'], ['qq', 'icqq'], ['discord'], ['telegram', 'discord']];
const SCOPES: readonly (readonly string[])[] = [[], [], [], ['group'], ['private'], ['group', 'channel']];
const PERMISSIONS: readonly (readonly string[])[] = [
  [], [], [], ['role(trusted)'], ['adapter(qq,icqq)'], ['group(1001,1002,*)', 'role(user)'],
  ['platform(qq,admin)'], ['user(u1,u2)'], ['role(master)'], ['private(*)'], ['platform(discord,ops)', 'role(trusted)'],
];
const HIDDEN_RATE = 0.04;

const VERBS = ['get', 'list', 'search', 'create', 'update', 'delete', 'sync', 'check', 'send', 'fetch', 'render', 'scan'];
const NOUNS = ['issue', 'file', 'user', 'order', 'invoice', 'report', 'event', 'ticket', 'note', 'image', 'page', 'task'];
const OWNERS = ['weather', 'billing', 'calendar', 'crm', 'docs', 'deploy', 'music', 'notes', 'shop', 'stats', 'mail', 'wiki'];

const SCHEMA = { type: 'object', properties: { query: { type: 'string' }, limit: { type: 'integer' } }, required: ['query'] };
const AGENT_FILES = { 'system.md': { text: 'You help.' }, 'boundaries.md': { text: 'Stay polite.' }, 'conventions.md': { text: 'Be brief.' } };

/** Where tool t of a plugin lives: 60 % public, 20 % agent-private, 12 % skill-private, 8 % agent-skill. */
function toolDir(t: number): string {
  const k = t % TOOLS_PER_PLUGIN;
  if (k < 15) return 'tools';
  if (k < 20) return 'agents/helper/tools';
  if (k < 23) return 'skills/search/tools';
  return 'agents/helper/skills/review/tools';
}

function accessOf(random: () => number): Record<string, unknown> {
  const platforms = pick(random, PLATFORMS);
  const scopes = pick(random, SCOPES);
  const permissions = pick(random, PERMISSIONS);
  return {
    ...(platforms.length > 0 ? { platforms: [...platforms] } : {}),
    ...(scopes.length > 0 ? { scopes: [...scopes] } : {}),
    ...(permissions.length > 0 ? { permissions: [...permissions] } : {}),
    ...(random() < HIDDEN_RATE ? { hidden: true } : {}),
  };
}

export interface CatalogWorkload {
  readonly tools: number;
  readonly plugins: number;
  /** One root tree whose children are the owner plugins (the protocol's `load` takes `[tree]`). */
  readonly tree: PluginTree;
  /** The MCP servers as wire providers (the protocol's `registerProvider`, scope "global"). */
  readonly providers: readonly Extract<WireProvider, { kind: 'tool' }>[];
  /** Agent ids (`<plugin>__helper`); the first claims qq and the second discord automatically. */
  readonly agents: readonly string[];
  /** Skill ids: `<plugin>__search` (public) and `<plugin>__helper__review` (the agent's). */
  readonly skills: readonly string[];
}

/** The workload of `tools` tools (≥ MIN_TOOLS), from `seed`. */
export function catalogWorkload(tools: number, seed = CATALOG_BENCH_SEED): CatalogWorkload {
  if (!Number.isSafeInteger(tools) || tools < MIN_TOOLS) throw new RangeError(`the catalog workload needs at least ${MIN_TOOLS} tools, got ${tools}`);
  const random = seededRandom(seed);
  const pluginTools = tools - FIXED_TOOLS;
  const plugins = Math.ceil(pluginTools / TOOLS_PER_PLUGIN);
  const children: PluginTree[] = [];
  const agents: string[] = [];
  const skills: string[] = [];
  for (let p = 0; p < plugins; p++) {
    const name = `${OWNERS[p % OWNERS.length]}-${p}`;
    const auto = p === 0 ? { auto: { platform: 'qq' } } : p === 1 ? { auto: { platform: 'discord' } } : {};
    const files: Record<string, FileContent> = {
      'agents/helper/agent.json': { json: auto },
      'skills/search/SKILL.md': { text: `# search\nHow to search with ${name}.` },
      'agents/helper/skills/review/SKILL.md': { text: `# review\nHow ${name}'s helper reviews.` },
    };
    for (const [file, content] of Object.entries(AGENT_FILES)) files[`agents/helper/${file}`] = content;
    const count = Math.min(TOOLS_PER_PLUGIN, pluginTools - p * TOOLS_PER_PLUGIN);
    for (let t = 0; t < count; t++) {
      const tool = {
        description: `${pick(random, VERBS)} a ${pick(random, NOUNS)} in ${name}`,
        ...(random() < 0.5 ? { inputSchema: SCHEMA } : {}),
        ...accessOf(random),
      };
      files[`${toolDir(t)}/${pick(random, VERBS)}-${pick(random, NOUNS)}-${t}/index.ts`] = { tool };
    }
    children.push({ name, files });
    agents.push(`${name}__helper`);
    skills.push(`${name}__search`, `${name}__helper__review`);
  }
  // Root tools named like framework tools: shadowed where that framework tool exists (ask_user: attended turns).
  const rootFiles: Record<string, FileContent> = {};
  for (const name of ROOT_TOOLS) rootFiles[`tools/${name}/index.ts`] = { tool: { description: `a plugin tool called ${name}` } };
  const providers = MCP_SERVERS.map((server) => ({
    id: `mcp:${server}`,
    kind: 'tool' as const,
    tools: Array.from({ length: MCP_TOOLS_PER_SERVER }, (_, i) => ({
      name: i === 0 ? `${server === 'github' ? 'gh' : server}-search-issues` : i === 1 ? `${server === 'github' ? 'gh' : server}-get-file` : `${server === 'github' ? 'gh' : server}-${pick(random, VERBS)}-${pick(random, NOUNS)}-${i}`,
      description: `${server}: ${pick(random, VERBS)} ${pick(random, NOUNS)}s`,
      parameters: SCHEMA,
      ...accessOf(random),
    })),
  }));
  return { tools, plugins, tree: { name: 'root', files: rootFiles, children }, providers, agents, skills };
}

/** Commits the workload through the reference GenerationStore (what a host's `load` does). */
export function generationOf(workload: CatalogWorkload): Generation {
  const store = new GenerationStore();
  store.stage(pluginSourcesOf(workload.tree));
  const registrations: Registration[] = workload.providers.map((p) => ({ scope: 'global', kind: 'tool', service: toolServiceOf(p) }));
  const result = store.commit(registrations);
  if (!result.ok) throw new Error(`the catalog bench workload failed to commit: ${result.problem.message}`);
  const generation = store.current;
  if (generation.byName.size !== workload.tools) throw new Error(`the catalog bench workload has ${generation.byName.size} tools, expected ${workload.tools}`);
  return generation;
}

/** One turn of the rotation, as the protocol's startTurn gives it (plus the loaded set a session would carry). */
export interface BenchTurn {
  readonly message: Record<string, unknown> | null;
  readonly view: MessageView | null;
  readonly agent: string | null;
  readonly activeSkills: ReadonlySet<string>;
  readonly attended: boolean;
  readonly loaded: ReadonlySet<string>;
}

const ADAPTERS = ['qq', 'icqq', 'discord', 'telegram'];
const CHANNEL_TYPES = ['group', 'private', 'channel', 'group'];
const ROLES = ['master', 'trusted', 'user', undefined];

/**
 * `count` turns over the workload: every adapter, conversation type and role, with and without an agent
 * (qq and discord turns get the automatic agent), some skills active, loaded sets of up to 12 names of which
 * some are out of the catalog, and one unattended turn without a message.
 */
export function benchTurns(workload: CatalogWorkload, generation: Generation, count = 16, seed = CATALOG_BENCH_SEED): BenchTurn[] {
  const random = seededRandom(seed ^ 0x5eed);
  const names = [...generation.byName.keys()];
  const turns: BenchTurn[] = [];
  for (let i = 0; i < count; i++) {
    const adapter = ADAPTERS[i % ADAPTERS.length]!;
    const role = ROLES[Math.floor(i / 2) % ROLES.length];
    const message: Record<string, unknown> | null =
      i % 8 === 7
        ? null
        : {
            $adapter: adapter,
            $channel: { type: CHANNEL_TYPES[Math.floor(i / 4) % CHANNEL_TYPES.length], id: String(1001 + (i % 3)) },
            $sender: role ? { id: `u${1 + (i % 4)}`, role } : { id: `u${1 + (i % 4)}` },
          };
    // Automatic selection for the platforms that claim an agent; otherwise sometimes an explicit one.
    const agent = message === null ? null : adapter === 'qq' ? workload.agents[0]! : adapter === 'discord' && workload.agents.length > 1 ? workload.agents[1]! : i % 3 === 0 ? pick(random, workload.agents) : null;
    const activeSkills = new Set<string>();
    if (i % 2 === 0) for (let k = 0; k < 3; k++) activeSkills.add(pick(random, workload.skills));
    if (agent !== null) activeSkills.add(`${agent}__review`);
    const loaded = new Set<string>();
    for (let k = 0; k < 12; k++) loaded.add(pick(random, names));
    turns.push({ message, view: normalizeMessage(message), agent, activeSkills, attended: message !== null, loaded });
  }
  return turns;
}
