// The digest form of the catalog `tools` step (spec/protocol.md §11, CATALOG-028): a host whose hello
// declares `catalog.tools.digest` answers `form: "digest"` with the count and SHA-256 of the canonical JSON
// of exactly the list the full form sends at that moment, answers the same step errors, and changes
// nothing. The kit computes the digest of the full answer itself. A host that does not declare the feature
// is never sent the form: these tests do not apply to it, and nothing else requires the feature.
import fc from 'fast-check';
import { describe, test } from 'vitest';
import { offersToolsDigest, toolsDigestMismatch, TOOLS_DIGEST_FEATURE } from '../../host/catalog-tools-digest.js';
import { skipUndeclaredFeature } from '../support/undeclared-feature.js';
import type { Step } from '../../host/protocol.js';
import { useHostUnderTest } from '../support/host-under-test.js';
import { checkProperty } from '../support/property.js';
import { req } from '../support/title.js';
import { allTools, messageArb, publishSteps, worldArb } from './arbitraries.js';
import { AREA, QQ, errorOf, failBy, runCatalog, same, toolsOf, valueOf, where } from './wire.js';

const host = useHostUnderTest();
const RULE = 'CATALOG-028';
const CHANNELS = ['generic', 'anthropic'] as const;

/** A test of the digest form: skipped where the host does not claim the area or does not declare the form. */
function digestTest(text: string, body: () => Promise<void>): void {
  test(req([RULE], text), async (ctx) => {
    if (!host.claims(AREA)) ctx.skip(`host does not implement area ${AREA}`);
    if (!offersToolsDigest(host.hello)) skipUndeclaredFeature(ctx, TOOLS_DIGEST_FEATURE, 'the kit never sends the digest form to it');
    await body();
  });
}

/** full, digest, full of one channel: the digest stands for the full answer, and asking for it changed nothing. */
function checkpoint(steps: Step[], turn: string, channel: string): number {
  const at = steps.length;
  steps.push({ op: 'tools', turn, channel }, { op: 'tools', turn, channel, form: 'digest' }, { op: 'tools', turn, channel, form: 'full' });
  return at;
}

/** A checkpoint of every channel, at the end of the steps so far. */
function checkpointEachChannel(steps: Step[], checkpoints: number[], turn: string): void {
  for (const channel of CHANNELS) checkpoints.push(checkpoint(steps, turn, channel));
}

/** Runs the steps; at each checkpoint the digest stands for the full answer before it, and the full answer after it is the same. */
async function checkCheckpoints(steps: Step[], checkpoints: readonly number[]): Promise<void> {
  const results = await runCatalog(host, {}, steps);
  for (const at of checkpoints) {
    const full = { tools: toolsOf(results, at, steps[at]!) };
    const digest = valueOf(results, at + 1, steps[at + 1]!);
    const mismatch = toolsDigestMismatch(full, digest);
    if (mismatch !== undefined) failBy(RULE, `${where(at + 1, steps[at + 1]!)}: ${mismatch} (${where(at, steps[at]!)})`);
    same(at + 2, steps[at + 2]!, toolsOf(results, at + 2, steps[at + 2]!), full.tools, `${RULE} (the digest form changes nothing; form "full" is the entries)`);
  }
}

describe('catalog: the digest form of tools (hosts that declare it)', () => {
  digestTest('the digest answers count and SHA-256 of the full answer, on both channels, as loads and uses change the turn', async () => {
    const story = fc.record({
      world: worldArb,
      message: messageArb,
      attended: fc.boolean(),
      moves: fc.array(fc.record({ load: fc.boolean(), pick: fc.nat(40) }), { maxLength: 6 }),
    });
    await checkProperty(story, async ({ world, message, attended, moves }) => {
      const candidates = [...allTools(world).map((t) => t.name), 'discover'];
      const steps: Step[] = [...(publishSteps(world) as Step[]), { op: 'startTurn', session: 's1', message, attended }];
      const checkpoints: number[] = [];
      checkpointEachChannel(steps, checkpoints, 'turn-1');
      for (const move of moves) {
        const name = candidates[move.pick % candidates.length]!;
        steps.push(move.load ? { op: 'loadTool', turn: 'turn-1', name } : { op: 'use', turn: 'turn-1', tool: name });
        checkpointEachChannel(steps, checkpoints, 'turn-1');
      }
      await checkCheckpoints(steps, checkpoints);
    }, 25);
  });

  digestTest('the digest stands for the full answer again after each load_tool, on both channels', async () => {
    const tree = { name: 'p', files: { 'tools/kiwi/index.ts': { tool: { description: 'Kiwi' } }, 'tools/pear/index.ts': { tool: { description: 'Pear' } } } };
    const steps: Step[] = [{ op: 'load', trees: [tree] }, { op: 'startTurn', session: 's1', message: QQ }];
    const checkpoints: number[] = [];
    checkpointEachChannel(steps, checkpoints, 'turn-1');
    for (const name of ['kiwi', 'pear']) {
      steps.push({ op: 'loadTool', turn: 'turn-1', name });
      checkpointEachChannel(steps, checkpoints, 'turn-1');
    }
    await checkCheckpoints(steps, checkpoints);
  });

  digestTest('the digest form answers unknown-turn and turn-ended where the full form does', async () => {
    const tree = { name: 'p', files: { 'tools/kiwi/index.ts': { tool: { description: 'Kiwi' } } } };
    const steps: Step[] = [
      { op: 'load', trees: [tree] },
      { op: 'tools', turn: 'turn-9', channel: 'generic', form: 'digest' },
      { op: 'startTurn', session: 's1', message: QQ },
      { op: 'endTurn', turn: 'turn-1' },
      { op: 'tools', turn: 'turn-1', channel: 'anthropic', form: 'digest' },
    ];
    const results = await runCatalog(host, {}, steps);
    same(1, steps[1]!, errorOf(results, 1, steps[1]!).code, 'unknown-turn', `${RULE} (the full form's step error)`);
    same(4, steps[4]!, errorOf(results, 4, steps[4]!).code, 'turn-ended', `${RULE} (the full form's step error)`);
  });
});
