// Each variant of area turns really takes its other choice: on a case where the choice shows, its answer
// differs from the reference's in exactly that way; and it says hello like the reference.
import { describe, expect, test } from 'vitest';
import type { Case, InProcessHost, RunAnswer } from '../../../host/protocol.js';
import referenceHost from '../../../reference-impl/host.js';
import { variantModulePath } from '../index.js';
import { turnsVariants } from './list.js';

const MESSAGE = { $adapter: 'qq', $sender: { id: 'u1' } };
const turnsCase = (steps: unknown[], setup: Record<string, unknown> = {}): Case => ({ id: 'variant', area: 'turns', setup, steps: steps as Case['steps'] });
const strict = { tool: { description: 'Strict', requiresApproval: 'never', inputSchema: { type: 'object', properties: { q: { type: 'string' } }, required: ['q'] } } };
const results = async (host: InProcessHost, c: Case) => ((await host.run(c)) as Extract<RunAnswer, { results: unknown }>).results;
const load = async (name: string): Promise<InProcessHost> => {
  const variant = turnsVariants.find((v) => v.name === name)!;
  return ((await import(variantModulePath(variant))) as { default: InProcessHost }).default;
};

describe('turns variants', () => {
  test('the list names each module once, as a turns variant', () => {
    expect(turnsVariants.map((v) => v.name).sort()).toEqual(['no-step-validation', 'other-error-codes', 'other-wording']);
    for (const v of turnsVariants) expect(v.areas).toEqual(['turns']);
  });

  test.each(turnsVariants.map((v) => v.name))('%s says hello like the reference', async (name) => {
    expect(await (await load(name)).hello()).toEqual(await referenceHost.hello());
  });

  test('no-step-validation reads an empty session, a bad port, a bad section and a bad budget instead of refusing them', async () => {
    const host = await load('no-step-validation');
    const c = turnsCase([
      { op: 'load', trees: [{ name: 'p', files: { 'prompt-sections/x/index.ts': { section: { title: 'X', content: 'abc', order: 1, retention: 'required', maxChars: -1 } } } }] },
      { op: 'startTurn', session: '', message: MESSAGE, profile: 'interactive', port: { answers: [{ approve: 'yes' }] } },
      { op: 'prompt', turn: 'turn-1' },
    ], { config: { systemPromptMaxChars: -1 } });
    expect(await results(host, c)).toEqual([
      { generation: 1 },
      { turn: 'turn-1', generation: 1 },
      { sections: [{ id: 'x', title: 'X', content: 'abc', cut: false }], totalChars: 3 },
    ]);
    const reference = await results(referenceHost, c);
    expect(reference.map((r) => (r.error as { code?: string } | undefined)?.code)).toEqual(['bad-setup', 'bad-setup', 'bad-setup']);
  });

  test('other-error-codes answers another code where the protocol gives one as an example, and the same codes a rule fixes', async () => {
    const host = await load('other-error-codes');
    const c = turnsCase([{ op: 'pin' }, { op: 'startTurn', session: '', message: null, profile: 'scheduled', port: null }, { op: 'journal', turn: 'turn-9' }]);
    const codes = (rs: Record<string, unknown>[]) => rs.map((r) => (r.error as { code: string }).code);
    expect(codes(await results(referenceHost, c))).toEqual(['unknown-op', 'bad-step', 'unknown-turn']);
    expect(codes(await results(host, c))).toEqual(['no-such-op', 'malformed-step', 'unknown-turn']);
    expect(codes(await results(host, turnsCase([{ op: 'load', trees: [] }], { config: 5 })))).toEqual(['unreadable-setup']);
  });

  test('other-wording words step errors and invalid input otherwise, and keeps a thrown message and "no answer"', async () => {
    const host = await load('other-wording');
    const c = turnsCase([
      { op: 'load', trees: [{ name: 'p', files: { 'tools/strict/index.ts': strict, 'tools/boom/index.ts': { tool: { description: 'B', requiresApproval: 'never', behavior: { throws: 'boom' } } } } }] },
      { op: 'startTurn', session: 's1', message: MESSAGE, profile: 'interactive', port: { answers: [] } },
      { op: 'call', turn: 'turn-1', tool: 'strict', input: {} },
      { op: 'call', turn: 'turn-1', tool: 'boom', input: {} },
      { op: 'call', turn: 'turn-1', tool: 'ask_user', input: { question: '?' } },
      { op: 'journal', turn: 'turn-9' },
    ]);
    const [mine, theirs] = [await results(host, c), await results(referenceHost, c)];
    expect(mine[2]).toMatchObject({ outcome: 'failed', asked: false });
    expect(mine[2]!.error).not.toEqual(theirs[2]!.error);
    expect([mine[3], mine[4]]).toEqual([theirs[3], theirs[4]]);
    expect((mine[5]!.error as { code: string }).code).toBe('unknown-turn');
    expect((mine[5]!.error as { message: string }).message).not.toBe((theirs[5]!.error as { message: string }).message);
  });
});
