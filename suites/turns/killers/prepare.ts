// Edges of tool preparation found by mutation testing (`npm run mutation`), seen through a turn. Expected
// values are worked out by hand from spec/turns.md (definitions, TURN-003) and protocol §10.
import { describe, expect, test } from 'vitest';
import type { Step, StepResult } from '../../../host/protocol.js';
import { useHostUnderTest } from '../../support/host-under-test.js';
import { req } from '../../support/title.js';

const host = useHostUnderTest();
const MESSAGE = { $adapter: 'qq', $sender: { id: 'u1' } };

const run = (steps: Step[]): Promise<StepResult[]> => host.results(host.checks('turns', {}, steps));

describe('turns: preparation edges found by mutation testing', () => {
  // The policy accepts an input iff it is exactly one of the `allow` strings; with no `allow` there are none.
  // The commands include the placeholder a mutation tool writes into an empty list.
  test(req(['TURN-003'], 'a policy tool without an allow list denies every command at permission, without a question'), async (ctx) => {
    if (!host.claims('turns')) ctx.skip('host does not implement area turns');
    const commands = ['ls', '', 'Stryker was here', 'Stryker was here!'];
    const load: Step = { op: 'load', trees: [{ name: 'p', files: { 'tools/sh/index.ts': { tool: { description: 'Shell', policy: 'bash', requiresApproval: 'never', behavior: { returns: 'ran' } } } } }] };
    const start: Step = { op: 'startTurn', session: 's1', message: MESSAGE, profile: 'interactive', port: { answers: [{ approve: true }, { approve: true }] } };
    const calls: Step[] = commands.map((command) => ({ op: 'call', turn: 'turn-1', tool: 'sh', input: { command } }));
    const results = await run([load, start, ...calls]);
    expect(results.slice(0, 2)).toEqual([{ generation: 1 }, { turn: 'turn-1', generation: 1 }]);
    expect(results.slice(2)).toEqual(commands.map(() => ({ outcome: 'denied', stage: 'permission', asked: false })));
  });
});
