// Random worlds for the catalog's law-based properties: plugin tools with random access fields, public
// and agent-only skills, MCP and plain Seam tools, random messages. Names are drawn from small pools so
// queries hit, miss and collide often.
import fc from 'fast-check';
import { agentFiles } from './wire.js';

export const TOOL_NAMES = ['kiwi', 'kiwi_pie', 'pie', 'apple', 'apple-tart', 'tart', 'fig', 'figs'] as const;
export const SKILL_NAMES = ['kiwi', 'orchard', 'pie_skill'] as const;
/** Agent `gardener` (never selected in these worlds): its skill and its tool must never show. */
export const AGENT_SKILL = 'gardener__shed';
export const AGENT_TOOL = 'gardener__rake';
export const MCP_SERVERS = ['farm', 'market'] as const;
const WORDS = ['sweet', 'green', 'crisp', 'ripe', 'kiwi', 'pie', 'orchard'] as const;

export interface WorldTool {
  name: string;
  description: string;
  platforms?: string[];
  scopes?: string[];
  permissions?: string[];
  hidden?: boolean;
}

export interface World {
  tools: WorldTool[];
  skills: string[];
  /** Seam tools per MCP server (provider id `mcp:<server>`). */
  mcp: Record<string, WorldTool[]>;
  /** Tools of a global Seam provider that is not an MCP server. */
  seam: WorldTool[];
}

const accessArb = fc.record(
  {
    platforms: fc.subarray(['qq', 'discord'], { minLength: 1 }),
    scopes: fc.subarray(['private', 'group'], { minLength: 1 }),
    permissions: fc.subarray(['role(trusted)', 'adapter(qq)', 'group(*)'], { minLength: 1 }),
    hidden: fc.boolean(),
  },
  { requiredKeys: [] },
);

const descriptionArb = fc.array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 3 }).map((w) => w.join(' '));

function toolsNamed(names: readonly string[], prefix = ''): fc.Arbitrary<WorldTool[]> {
  if (names.length === 0) return fc.constant([]);
  return fc.tuple(...names.map((n) => fc.record({ access: accessArb, description: descriptionArb }).map(({ access, description }): WorldTool => ({ name: `${prefix}${n}`, description, ...access }))));
}

export const worldArb: fc.Arbitrary<World> = fc
  .record({
    toolNames: fc.subarray([...TOOL_NAMES], { minLength: 1 }),
    skills: fc.subarray([...SKILL_NAMES]),
    farm: fc.subarray(['kiwi', 'hay', 'pie'], { minLength: 1 }),
    market: fc.subarray(['kiwi', 'stall'], { minLength: 1 }),
    seam: fc.subarray(['crate', 'kiwi_box']),
  })
  .chain(({ toolNames, skills, farm, market, seam }) =>
    fc.record({
      tools: toolsNamed(toolNames),
      skills: fc.constant(skills),
      mcp: fc.record({ farm: toolsNamed(farm, 'farm_'), market: toolsNamed(market, 'market_') }),
      seam: toolsNamed(seam, 'seam_'),
    }),
  );

const senderArb = fc.record({ id: fc.constantFrom('u1', 'u2'), role: fc.constantFrom('user', 'trusted', 'master') });
export const messageArb: fc.Arbitrary<Record<string, unknown> | null> = fc.option(
  fc.record(
    {
      $adapter: fc.constantFrom('qq', 'discord'),
      $channel: fc.record({ type: fc.constantFrom('private', 'group'), id: fc.constantFrom('g1', 'g2') }),
      $sender: senderArb,
    },
    { requiredKeys: ['$adapter', '$sender'] },
  ),
  { freq: 5 },
);

function definition(t: WorldTool): Record<string, unknown> {
  const { name: _name, ...rest } = t;
  return rest;
}

function schema(t: WorldTool): Record<string, unknown> {
  return { name: t.name, ...definition(t) };
}

/** The steps that publish a world as generation 1 (providers first, then one load). */
export function publishSteps(world: World): Record<string, unknown>[] {
  const files: Record<string, unknown> = {
    ...agentFiles('gardener'),
    'agents/gardener/tools/rake/index.ts': { tool: { description: 'kiwi rake' } },
    'agents/gardener/skills/shed/SKILL.md': { text: 'Shed.' },
  };
  for (const t of world.tools) files[`tools/${t.name}/index.ts`] = { tool: definition(t) };
  for (const s of world.skills) files[`skills/${s}/SKILL.md`] = { text: `Skill ${s}.` };
  const steps: Record<string, unknown>[] = [];
  for (const server of MCP_SERVERS) {
    steps.push({ op: 'registerProvider', scope: 'global', provider: { id: `mcp:${server}`, kind: 'tool', tools: world.mcp[server]!.map(schema) } });
  }
  if (world.seam.length > 0) steps.push({ op: 'registerProvider', scope: 'global', provider: { id: 'seam', kind: 'tool', tools: world.seam.map(schema) } });
  steps.push({ op: 'load', trees: [{ name: 'p', files }] });
  return steps;
}

/** Every tool of the world that could be in a catalog (plugin, MCP and plain Seam tools). */
export function allTools(world: World): WorldTool[] {
  return [...world.tools, ...world.mcp.farm!, ...world.mcp.market!, ...world.seam];
}

/** Queries that hit names exactly, by prefix, by substring, by description words, or nothing at all. */
export function queryArb(world: World): fc.Arbitrary<string> {
  const names = [...allTools(world).map((t) => t.name), ...world.skills, AGENT_TOOL, AGENT_SKILL, 'discover', 'load_tool'];
  return fc.oneof(
    fc.constantFrom(...names),
    fc.constantFrom(...names).chain((n) => fc.integer({ min: 1, max: n.length }).map((k) => n.slice(0, k))),
    fc.constantFrom(...names).chain((n) => fc.integer({ min: 0, max: n.length - 1 }).map((k) => n.slice(k))),
    fc.constantFrom(...WORDS),
    fc.array(fc.constantFrom(...WORDS), { minLength: 2, maxLength: 3 }).map((w) => w.join(' ')),
    fc.constantFrom('', ' ', '\t', 'zz', 'KIWI', 'Kiwi pie'),
  );
}
