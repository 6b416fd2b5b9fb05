// The message-text ignorer marks only text no protocol answer carries: a step error's message and the helpers
// that word it, never the code of the error or what decides whether there is one.
import { describe, expect, test } from 'vitest';
import { join } from 'node:path';
// @ts-expect-error plain ESM script without declarations (scripts/ is outside the typed project)
import { messageTextIgnorer } from '../../scripts/stryker-ignore-message-text.mjs';

const source = [
  'const fieldName = (pointer: string): string => pointer.slice(1);',
  'export function answer(bad: boolean, op: string) {',
  "  if (bad) return { error: { code: 'bad-step', message: `step ${op}: ${fieldName('/x')}` } };",
  "  return { note: { message: 'kept' } };",
  '}',
  "export const setupAnswer = (bad: boolean) => (bad ? badSetup(`setup.config must be an object, got ${typeof bad}`) : null);",
  '',
].join('\n');

async function mutants() {
  const { Instrumenter } = await import('@stryker-mutator/instrumenter');
  const logger = { debug() {}, info() {}, warn() {}, isDebugEnabled: () => false };
  const instrumenter = new Instrumenter(logger as never);
  const name = join(import.meta.dirname, '..', '..', 'reference-impl', 'sample.ts');
  const result = await instrumenter.instrument([{ name, mutate: true, content: source }], { plugins: null, ignorers: [messageTextIgnorer], excludedMutations: [], noHeader: true } as never);
  const lines = source.split('\n');
  return result.mutants.map((m) => {
    const at = (p: { line: number; column: number }) => lines.slice(0, p.line).join('\n').length + (p.line > 0 ? 1 : 0) + p.column;
    return { mutator: m.mutatorName, original: source.slice(at(m.location.start), at(m.location.end)), line: m.location.start.line + 1, reason: m.statusReason };
  });
}

describe('the message-text ignorer', () => {
  test("a step error's message is free text; its code and the condition stay mutated", async () => {
    const all = await mutants();
    const message = all.filter((m) => m.line === 3 && m.original.startsWith('`step'));
    expect(message.length).toBeGreaterThan(0);
    expect(message.every((m) => m.reason === 'Free text: the message of a step error')).toBe(true);
    expect(all.find((m) => m.original === "'bad-step'")?.reason).toBeUndefined();
    expect(all.find((m) => m.original === 'bad' && m.mutator === 'ConditionalExpression')?.reason).toBeUndefined();
  });

  test('a helper that only words a message is ignored whole; a message outside a step error is not', async () => {
    const all = await mutants();
    const helper = all.filter((m) => m.line === 1);
    expect(helper.length).toBeGreaterThan(0);
    expect(helper.every((m) => m.reason === 'Diagnostic text: fieldName() only builds message text')).toBe(true);
    expect(all.find((m) => m.original === "'kept'")?.reason).toBeUndefined();
  });

  test("badSetup's message is free text (its code is always bad-setup); whether it is answered stays mutated", async () => {
    const all = await mutants();
    const message = all.filter((m) => m.line === 6 && m.original.startsWith('`setup'));
    expect(message.length).toBeGreaterThan(0);
    expect(message.every((m) => m.reason === 'Diagnostic text: argument of badSetup() is not carried by the host protocol')).toBe(true);
    expect(all.find((m) => m.line === 6 && m.original === 'bad' && m.mutator === 'ConditionalExpression')?.reason).toBeUndefined();
  });
});
