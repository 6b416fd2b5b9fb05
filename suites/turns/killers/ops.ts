// Edges of the registry steps that area turns shares (load, registerProvider), found by mutation testing.
// Every expected value is worked out by hand from spec/turns.md (TURN-014, TURN-026) and protocol §6/§10.
import { describe, expect, test } from 'vitest';
import type { Step, StepResult } from '../../../host/protocol.js';
import { stepError, useHostUnderTest } from '../../support/host-under-test.js';
import { req } from '../../support/title.js';

const host = useHostUnderTest();
const MESSAGE = { $adapter: 'qq', $sender: { id: 'u1' } };

const run = (steps: Step[]): Promise<StepResult[]> => host.results(host.checks('turns', {}, steps));
const codeOf = (result: StepResult | undefined): string | undefined => (result === undefined ? undefined : stepError(result)?.code);

describe('turns: registry steps, edges found by mutation testing', () => {
  test(req(['TURN-014', 'TURN-026'], 'a Seam tool that throws ends as failed with the thrown message; one that returns ends as result'), async (ctx) => {
    if (!host.claims('turns')) ctx.skip('host does not implement area turns');
    const tools = [
      { name: 'fetch', description: 'f', requiresApproval: 'never', behavior: { returns: { ok: true } } },
      { name: 'flaky', description: 'x', requiresApproval: 'never', behavior: { throws: 'remote down' } },
    ];
    const results = await run([
      { op: 'registerProvider', scope: 'global', provider: { id: 'remote', kind: 'tool', tools } },
      { op: 'load', trees: [] },
      { op: 'startTurn', session: 's1', message: MESSAGE, profile: 'interactive', port: null },
      { op: 'call', turn: 'turn-1', tool: 'flaky', input: {} },
      { op: 'call', turn: 'turn-1', tool: 'fetch', input: {} },
    ]);
    expect(results).toEqual([
      { disposer: 'disposer-1' },
      { generation: 1 },
      { turn: 'turn-1', generation: 1 },
      { outcome: 'failed', asked: false, error: 'remote down' },
      { outcome: 'result', asked: false, output: { ok: true } },
    ]);
  });

  test(req(['TURN-025'], 'a load whose trees break the PluginTree shape answers bad-step and commits nothing'), async (ctx) => {
    if (!host.claims('turns')) ctx.skip('host does not implement area turns');
    const good = { name: 'p', files: { 'tools/quiet/index.ts': { tool: { description: 'Quiet' } } } };
    const malformed: Step[] = [
      { op: 'load', trees: 'p' },
      { op: 'load', trees: good },
      { op: 'load', trees: [5] },
      { op: 'load', trees: [good, { name: 5, files: {} }] },
      { op: 'load', trees: [good, { name: 'q', files: { 'tools/x/index.ts': { tool: { description: 'X', behavior: { echo: 'yes' } } } } }] },
    ];
    const results = await run([...malformed, { op: 'load', trees: [good] }]);
    malformed.forEach((step, i) => expect(codeOf(results[i]), `step ${JSON.stringify(step)}`).toBe('bad-step'));
    // None of them committed: the first good load is generation 1.
    expect(results[malformed.length]).toEqual({ generation: 1 });
  });
});
