// For each catalog variant: a case on which it really takes the other choice (its answer differs from the
// reference's), and what it keeps that the spec fixes (checked on the same answers).
import { describe, expect, test } from 'vitest';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { Case, InProcessHost, StepResult } from '../../../host/protocol.js';
import { kitRoot } from '../../../spec/paths.js';
import referenceHost from '../../../reference-impl/host.js';
import { variantModulePath } from '../index.js';
import { catalogVariants } from './list.js';

const QQ = { $adapter: 'qq', $sender: { id: 'u1' } };
const catalogCase = (steps: unknown[], setup: Record<string, unknown> = {}): Case => ({ id: 'variant', area: 'catalog', setup, steps: steps as Case['steps'] });
const WEATHER = {
  op: 'load',
  trees: [{ name: 'p', files: { 'tools/weather/index.ts': { tool: { description: 'Current conditions' } }, 'tools/get_weather/index.ts': { tool: { description: 'Look up' } }, 'tools/radar/index.ts': { tool: { description: 'weather radar' } }, 'skills/weather/SKILL.md': { text: 'x' } } }],
};
const start = { op: 'startTurn', session: 's1', message: QQ };

interface Choice {
  /** A case on which the variant answers otherwise than the reference (or, with `inHello`, the same). */
  readonly case: Case;
  /** What the answers of both hosts must still share: the part the spec fixes. */
  readonly keeps: (reference: readonly StepResult[], variant: readonly StepResult[]) => void;
  /** The choice is in what hello declares, not in any answer. */
  readonly inHello?: (reference: Record<string, unknown>, variant: Record<string, unknown>) => void;
}

const errorOf = (r: StepResult | undefined) => (r as { error?: { code: string; message: string } } | undefined)?.error;

const choices: Record<string, Choice> = {
  'no-digest-form': {
    case: catalogCase([WEATHER, start, { op: 'tools', turn: 'turn-1', channel: 'anthropic' }, { op: 'tools', turn: 'turn-1', channel: 'generic' }]),
    keeps: (ref, v) => expect(v).toEqual(ref),
    inHello: (ref, v) => {
      expect(ref.features).toEqual(['catalog.tools.digest']);
      expect('features' in v).toBe(false);
      const { features: _features, ...rest } = ref;
      expect(v).toEqual(rest);
    },
  },
  'other-framework-tools': {
    case: catalogCase([WEATHER, start, { op: 'tools', turn: 'turn-1', channel: 'anthropic' }]),
    keeps: (ref, v) => {
      const names = (r: StepResult | undefined) => (r as { tools: { name: string; defer_loading?: boolean }[] }).tools.map((t) => [t.name, t.defer_loading]);
      expect(names(v[2])).toEqual(names(ref[2]));
    },
  },
  'other-discover-ranking': {
    case: catalogCase([WEATHER, start, { op: 'discover', turn: 'turn-1', query: 'weather' }, { op: 'discover', turn: 'turn-1', query: 'WEATHER' }]),
    keeps: (ref, v) => {
      // The exact tool name still comes first (CATALOG-008), and only the turn's entries are answered.
      expect((v[2] as { results: unknown[] }).results[0]).toEqual({ kind: 'tool', name: 'weather' });
      const all = new Set((ref[2] as { results: { name: string }[] }).results.map((r) => r.name));
      for (const r of (v[2] as { results: { name: string }[] }).results) expect(all.has(r.name) || r.name === 'radar').toBe(true);
    },
  },
  'no-step-validation': {
    case: catalogCase([WEATHER, { op: 'startTurn', session: '', message: QQ }, { op: 'tools', turn: 'turn-1', channel: 'openai' }], { config: 3 }),
    keeps: (_ref, v) => {
      // The empty session is a session: the turn starts; the unknown channel is read as generic.
      expect(v[1]).toEqual({ turn: 'turn-1', generation: 1, agent: null });
      expect((v[2] as { tools: { name: string }[] }).tools.map((t) => t.name)).toEqual(['ask_user', 'discover', 'load_skill', 'load_tool', 'spawn_task']);
    },
  },
  'other-error-wording': {
    case: catalogCase([WEATHER, start, { op: 'tools', turn: 'turn-9', channel: 'generic' }, { op: 'use', turn: 'turn-1', tool: 5 }, { op: 'loadTool', turn: 'turn-1', name: 'nowhere' }]),
    keeps: (ref, v) => {
      expect(errorOf(v[2])?.code).toBe(errorOf(ref[2])?.code);
      expect(errorOf(v[3])?.code).toBe('malformed-step');
      // The not-found message is the spec's own words: the same.
      expect(v[4]).toEqual(ref[4]);
    },
  },
};

async function load(path: string): Promise<InProcessHost> {
  return ((await import(path)) as { default: InProcessHost }).default;
}

describe('catalog variant catalogue', () => {
  test('lists every variant module of the folder, each saying the choice it takes', () => {
    const dir = join(kitRoot, 'selftest', 'variants', 'catalog');
    const modules = readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && f !== 'list.ts');
    expect(catalogVariants.map((v) => `${v.name}.ts`).sort()).toEqual(modules.sort());
    for (const v of catalogVariants) {
      expect(existsSync(join(kitRoot, v.file))).toBe(true);
      expect(basename(v.file, '.ts')).toBe(v.name);
      expect(readFileSync(join(kitRoot, v.file), 'utf8').split('\n')[0]).toMatch(/^\/\/ Variant: /);
      // A variant may depart only from SHOULDs: the catalog's ranking, or the protocol's validation.
      for (const id of v.departsFrom) expect(['CATALOG-009', 'PROTOCOL-004', 'PROTOCOL-006']).toContain(id);
    }
    expect(Object.keys(choices).sort()).toEqual(catalogVariants.map((v) => v.name).sort());
  });

  test('the invalid-config message of other-error-wording still names the key', async () => {
    const host = await load(variantModulePath(catalogVariants.find((v) => v.name === 'other-error-wording')!));
    const answer = await host.run(catalogCase([start], { config: { deferredTools: { mcpServers: { farm: null } } } }));
    const error = errorOf((answer as { results: StepResult[] }).results[0]);
    expect(error?.code).toBe('invalid-config');
    expect(error?.message).toContain('mcpServers');
    expect(error?.message).not.toEqual(errorOf(((await referenceHost.run(catalogCase([start], { config: { deferredTools: { mcpServers: { farm: null } } } }))) as { results: StepResult[] }).results[0])?.message);
  });
});

describe.each(catalogVariants.map((v) => [v.name, v] as const))('variant %s', (name, variant) => {
  test('takes another choice than the reference, and keeps what the spec fixes', async () => {
    const choice = choices[name]!;
    const host = await load(variantModulePath(variant));
    const ref = ((await referenceHost.run(choice.case)) as { results: StepResult[] }).results;
    const v = ((await host.run(choice.case)) as { results: StepResult[] }).results;
    if (choice.inHello === undefined) expect(v).not.toEqual(ref);
    choice.keeps(ref, v);
  });

  test('says hello like the reference (but for the features it chooses)', async () => {
    const host = await load(variantModulePath(variant));
    const [ref, v] = [await referenceHost.hello(), await host.hello()] as unknown as Record<string, unknown>[];
    if (choices[name]!.inHello !== undefined) choices[name]!.inHello!(ref!, v!);
    else expect(v).toEqual(ref);
  });
});
