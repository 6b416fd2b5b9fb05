// TURN-014: invalid input ends the call as failed "with an error saying the input is invalid". The wording
// is free (fixtures leave it out), but there must be one: a non-empty text, not an empty or missing error.
import { describe, expect, test } from 'vitest';
import { useHostUnderTest } from '../support/host-under-test.js';
import { req } from '../support/title.js';

const host = useHostUnderTest();

describe('turns: the message of invalid input', () => {
  test(req(['TURN-014'], 'a call whose input fails the schema fails with a non-empty error text, and execute does not run'), async (ctx) => {
    if (!host.claims('turns')) ctx.skip('host does not implement area turns');
    const strict = { description: 'Strict', requiresApproval: 'never', inputSchema: { type: 'object', properties: { q: { type: 'string' } }, required: ['q'] }, behavior: { throws: 'execute ran' } };
    const results = await host.results(host.checks('turns', {}, [
      { op: 'load', trees: [{ name: 'p', files: { 'tools/strict/index.ts': { tool: strict } } }] },
      { op: 'startTurn', session: 's1', message: null, profile: 'scheduled', port: null },
      { op: 'call', turn: 'turn-1', tool: 'strict', input: {} },
      { op: 'call', turn: 'turn-1', tool: 'strict', input: { q: 5 } },
    ]));
    for (const result of results.slice(2)) {
      expect(result).toMatchObject({ outcome: 'failed', asked: false });
      const error = (result as { error?: unknown }).error;
      expect(typeof error === 'string' && error.length > 0, `invalid input should fail with an error text, got ${JSON.stringify(result)}`).toBe(true);
      expect(error, 'execute must not run on invalid input').not.toBe('execute ran');
    }
  });
});
