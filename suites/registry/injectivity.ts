// REGISTRY-010 observed through the host: tools with random valid segments at random places of one
// tree (children, agents, skills) get one index entry per (ownerPath, name) pair and distinct
// qualifiedNames; the commit fails with duplicate-name only when two files really share a pair.
import fc from 'fast-check';
import type { HostUnderTest } from '../support/host-under-test.js';
import { ruleFailure } from '../support/decided-by.js';
import { check, decidedBy, fails, ok } from './compare.js';
import { runSteps } from './scenario.js';
import { agentFiles } from './wire.js';
import type { PluginTree } from './wire.js';
import type { RegistryStep } from './model.js';

/** Valid segments of 1–11 characters, so five of them joined stay within 64. */
export const segmentArb: fc.Arbitrary<string> = fc.stringMatching(/^[a-z0-9]{1,3}([_-][a-z0-9]{1,3}){0,2}$/);

export interface Placement {
  plugin: string[];
  kind: 0 | 1 | 2 | 3;
  agent: string;
  skill: string;
  name: string;
}

const placementArb: fc.Arbitrary<Placement> = fc.record({
  plugin: fc.array(segmentArb, { maxLength: 2 }),
  kind: fc.constantFrom(0 as const, 1 as const, 2 as const, 3 as const),
  agent: segmentArb,
  skill: segmentArb,
  name: segmentArb,
});

export const injectivityCaseArb: fc.Arbitrary<Placement[]> = fc.array(placementArb, { minLength: 1, maxLength: 12 });

function ownerBelowPlugin(p: Placement): string[] {
  return [[], [p.agent], [p.skill], [p.agent, p.skill]][p.kind]!;
}

function filePath(p: Placement): string {
  const prefix = [[], ['agents', p.agent], ['skills', p.skill], ['agents', p.agent, 'skills', p.skill]][p.kind]!;
  return [...prefix, 'tools', p.name, 'index.ts'].join('/');
}

/** The tree holding every placement (children of one name merged), agents given their four files. */
export function treeOf(placements: readonly Placement[]): PluginTree {
  const root: PluginTree = { name: 'root', files: {} };
  const childOf = (parent: PluginTree, name: string): PluginTree => {
    parent.children ??= [];
    let child = parent.children.find((c) => c.name === name);
    if (!child) parent.children.push((child = { name, files: {} }));
    return child;
  };
  for (const p of placements) {
    const plugin = p.plugin.reduce(childOf, root);
    plugin.files[filePath(p)] = { tool: { description: `tool ${p.name}` } };
    if (p.kind === 1 || p.kind === 3) Object.assign(plugin.files, agentFiles(p.agent));
  }
  return root;
}

interface Pair {
  ownerPath: string[];
  name: string;
}

/** One pair per distinct file (the same plugin and path twice is one file). */
export function pairsOf(placements: readonly Placement[]): Pair[] {
  const byFile = new Map<string, Pair>();
  for (const p of placements) {
    byFile.set(JSON.stringify([p.plugin, filePath(p)]), { ownerPath: [...p.plugin, ...ownerBelowPlugin(p)], name: p.name });
  }
  return [...byFile.values()];
}

const join = (p: Pair): string => [...p.ownerPath, p.name].join('__');
const pairKey = (p: Pair): string => JSON.stringify([p.ownerPath, p.name]);

export async function checkInjectivity(host: HostUnderTest, placements: readonly Placement[]): Promise<void> {
  const pairs = pairsOf(placements);
  const byName = new Map<string, Set<string>>();
  for (const pair of pairs) byName.set(join(pair), (byName.get(join(pair)) ?? new Set()).add(pairKey(pair)));
  for (const [name, keys] of byName) {
    if (keys.size > 1) throw new Error(`the segment rule failed to keep the join injective: ${name} from ${[...keys].join(' and ')}`);
  }
  const clash = pairs.length !== byName.size; // two files, one pair: a real duplicate
  const stage: RegistryStep = { op: 'stage', tree: treeOf(placements) };
  const commit: RegistryStep = { op: 'commit' };
  const results = await runSteps(host, [stage, commit, { op: 'index' }]);
  check(0, stage, results[0], ok());
  if (clash) {
    check(1, commit, results[1], decidedBy('REGISTRY-019', fails('duplicate-name')));
    return;
  }
  // Distinct pairs of valid segments: refusing them as duplicates breaks the injectivity itself.
  check(1, commit, results[1], ok({ generation: 1 }, 'REGISTRY-010'));
  const tools = (results[2]?.tools ?? []) as { qualifiedName?: unknown; ownerPath?: unknown; name?: unknown }[];
  const got = tools.map((t) => ({ key: JSON.stringify([t.ownerPath, t.name]), qualifiedName: t.qualifiedName }));
  const want = pairs.map((p) => ({ key: pairKey(p), qualifiedName: join(p) }));
  const sort = (list: { key: string; qualifiedName: unknown }[]) => [...list].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  if (new Set(tools.map((t) => t.qualifiedName)).size !== tools.length) {
    throw ruleFailure('REGISTRY-010', `FAIL: two index entries share a qualifiedName: ${JSON.stringify(tools.map((t) => t.qualifiedName))}`);
  }
  if (JSON.stringify(sort(got)) !== JSON.stringify(sort(want))) {
    throw ruleFailure('REGISTRY-007', `FAIL: index tools ${JSON.stringify(got)}, the join requires exactly ${JSON.stringify(want)}`);
  }
}
