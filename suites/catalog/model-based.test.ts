// Model-based property: random sequences of turn starts (top-level and sub-agent), load_tool, use,
// discover, endTurn, reloads and session snapshots, each sequence sent as ONE case, every answer compared with
// the model of suites/catalog/model.ts (the eviction rule, persistence, isolation, pinned generations).
// A failure is charged to the one rule the model names as deciding it (model-replay.ts): the title's
// first ID is the eviction rule, the others are only exercised.
import { describe } from 'vitest';
import type { Step, StepResult } from '../../host/protocol.js';
import { useHostUnderTest } from '../support/host-under-test.js';
import { propertyTest } from '../support/property-test.js';
import { ruleFailure } from '../support/decided-by.js';
import type { ModelConfig } from './model.js';
import { play, setupOf, storyArb } from './story.js';
import { explain, firstMismatch, replay } from './model-replay.js';
import { AREA, runCatalog, where } from './wire.js';

const host = useHostUnderTest();

/** Checks every answer against the model; the first difference is charged to the rule that decided it. */
function compare(steps: readonly Step[], results: readonly StepResult[], config: ModelConfig): void {
  const answers = replay(steps, config);
  const at = firstMismatch(answers, results);
  if (at === undefined) return;
  const rule = explain(steps, config, results, at, answers);
  const want = answers[at]!.want;
  const shown =
    'generic' in want ? { tools: want.generic.map((name) => ({ name })) }
    : 'anthropic' in want ? { tools: want.anthropic.map(([name, deferred]) => ({ name, ...(deferred ? { defer_loading: true } : {}) })) }
    : 'error' in want ? { error: { code: want.error, ...(want.message === undefined ? {} : { message: want.message }) } }
    : 'surface' in want ? { tools: want.surface.tools, skills: want.surface.skills.map((name) => ({ name, summary: '…' })), agents: want.surface.agents.map((name) => ({ name, summary: '…' })) }
    : 'discover' in want ? { results: `at most ${want.discover.topK} distinct tools of the catalog ${JSON.stringify(want.discover.catalog)}${want.discover.blank ? ', none for a blank query' : ''}${want.discover.exact !== undefined ? `, ${want.discover.exact} first` : ''}` }
    : want.value;
  // The kit's one wording of a mismatch (step, expected, answered), so every view labels its parts.
  throw ruleFailure(rule, `${where(at, steps[at]!)}: expected ${JSON.stringify(shown)}, host answered ${JSON.stringify(results[at])} (the catalog model of spec/catalog.md)`);
}

describe('catalog: agreement with the model', () => {
  propertyTest(
    host,
    AREA,
    ['CATALOG-014', 'CATALOG-001', 'CATALOG-005', 'CATALOG-007', 'CATALOG-008', 'CATALOG-011', 'CATALOG-012', 'CATALOG-013', 'CATALOG-015', 'CATALOG-017', 'CATALOG-018', 'CATALOG-019', 'CATALOG-020', 'CATALOG-022', 'CATALOG-023', 'CATALOG-024', 'CATALOG-025', 'CATALOG-026', 'CATALOG-029'],
    'random load/use/discover/endTurn sequences over sessions, concurrent turns, sub-agents and reloads answer as the eviction model says',
    storyArb,
    async (story) => {
      // Providers are registry's (REGISTRY-022): `capkit fuzz catalog` sends them, this catalog test does not.
      const steps = play({ ...story, ops: story.ops.filter((op) => op.kind !== 'provider') });
      compare(steps, await runCatalog(host, setupOf(story), steps), story.config);
    },
    // A counterexample in the contract's words: the case's setup and the ops sent, not the story behind them.
    { runs: 60, show: (story) => ({ setup: setupOf(story), steps: play(story) }) },
  );
});

