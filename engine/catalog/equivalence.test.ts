// The engine's catalog index answers as the plain rule (reference-impl/catalog/generation-catalog.ts) for
// every turn: the same tools in the same order, the same exposed set, the same lookups, the same unlocked
// tools and the same list of every tool. Several turns run on one index, so its kept catalogs are exercised.
import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { generationCatalog } from '../../reference-impl/catalog/generation-catalog.js';
import { REFERENCE_FRAMEWORK_TOOLS } from '../../reference-impl/catalog/framework-tools.js';
import type { CatalogIndex, TurnScope } from '../../reference-impl/catalog/generation-catalog.js';
import { DEFAULT_DEFERRED_TOOLS } from '../../reference-impl/catalog/config.js';
import type { DeferredToolsConfig } from '../../reference-impl/catalog/types.js';
import { referenceSemantics } from '../../reference-impl/semantics.js';
import { capability, generationOfTools, QQ_GROUP, scopeOf } from '../../selftest/support/catalog-builders.js';
import { buildCatalogIndex, turnKey } from './catalog-index.js';

const pick = <T>(values: readonly T[]) => fc.constantFrom(...values);
const MESSAGES = [null, QQ_GROUP, { $adapter: 'icqq' }, { $adapter: 'qq', $sender: { id: 'u2', role: 'trusted' } }, { $adapter: 'discord', $channel: { type: 'channel', id: 'c' } }];
const PERMITS = ['adapter(qq)', 'role(trusted)', 'group(*)', 'user(u1)', 'platform(qq,admin)', 'nonsense('];
const NAMES = ['alpha', 'beta', 'gamma', 'delta', 'ask_user', 'discover', 'load_tool', 'fs-read', 'omega', 'zeta'];
const field = fc.record({
  platforms: fc.subarray(['qq', 'icqq', 'discord']),
  scopes: fc.oneof(fc.subarray(['private', 'group', 'channel']), fc.constant(['bogus'])),
  permissions: fc.subarray(PERMITS, { maxLength: 2 }),
  hidden: fc.boolean(),
  agent: fc.option(pick(['a1', 'a2']), { nil: undefined }),
  skill: fc.option(pick(['s1', 's2']), { nil: undefined }),
  source: pick(['tools/x/index.ts', 'seam:mcp:fs', 'seam:mcp:db', 'seam:other']),
});
const turnInput = fc.record({
  message: pick(MESSAGES),
  agent: fc.option(pick(['a1', 'a2']), { nil: null }),
  skills: fc.subarray<string>(['s1', 's2']),
  attended: fc.boolean(),
  loaded: fc.subarray([...NAMES, 'spawn_task', 'missing']),
});
const input = fc.record({
  tools: fc.uniqueArray(fc.tuple(pick(NAMES), field), { selector: ([name]) => name, maxLength: 10 }),
  always: fc.subarray([...NAMES, 'spawn_task', 'load_skill']),
  fsList: fc.option(fc.subarray(NAMES), { nil: undefined }),
  turns: fc.array(turnInput, { minLength: 1, maxLength: 6 }),
});

/** Everything a controller reads from one turn of an index. */
function observe(index: CatalogIndex, scope: TurnScope) {
  const turn = index.turn(scope);
  const asked = [...NAMES, 'spawn_task', 'load_skill', 'missing'];
  return {
    tools: turn.tools.map((t) => ({ ...t })),
    exposed: [...turn.exposed].sort(),
    has: asked.filter((n) => turn.has(n)),
    // Asked of catalog and loaded names only (controller.ts).
    alwaysLoaded: asked.filter((n) => (turn.has(n) || scope.loaded.has(n)) && turn.isAlwaysLoaded(n)),
    unlocked: ['s1', 's2'].map((s) => index.unlockedBy(scope, s)),
  };
}

describe('the engine catalog index and the plain rule agree (fast-check)', () => {
  test('on every turn of random generations, configurations and messages', () => {
    fc.assert(
      fc.property(input, (x) => {
        const generation = generationOfTools(x.tools.map(([name, f]) => capability(name, f)));
        const config: DeferredToolsConfig = { ...DEFAULT_DEFERRED_TOOLS, alwaysLoadedTools: x.always, mcpServers: x.fsList ? { fs: { alwaysLoadedTools: x.fsList } } : {} };
        const plain = generationCatalog(generation, config, referenceSemantics, REFERENCE_FRAMEWORK_TOOLS);
        const engine = buildCatalogIndex(generation, config, referenceSemantics);
        expect(engine.allTools.map((t) => ({ ...t }))).toEqual(plain.allTools.map((t) => ({ ...t })));
        for (const t of x.turns) {
          const scope = scopeOf({ view: referenceSemantics.normalizeMessage(t.message), grants: { qq: { u1: ['admin'] } }, agent: t.agent, activeSkills: new Set(t.skills), attended: t.attended, loaded: new Set(t.loaded) });
          expect(observe(engine, scope)).toEqual(observe(plain, scope));
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe('the turn key', () => {
  test('is built for any number of signatures (one argument per signature overflowed the stack at ~10^5)', () => {
    const verdict = new Uint8Array(1_000_000);
    verdict[999_999] = 1;
    const key = turnKey(verdict, [0, 2]);
    expect(key.length).toBe(1_000_000 + '|0,2'.length);
    expect(key).not.toBe(turnKey(new Uint8Array(1_000_000), [0, 2]));
  });
  test('tells apart the groups on', () => {
    expect(turnKey(new Uint8Array([1, 0]), [1, 12])).not.toBe(turnKey(new Uint8Array([1, 0]), [11, 2]));
  });
});
