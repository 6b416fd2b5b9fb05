// Each variant of areas permits and access really takes its other choice: a case where it answers
// otherwise than the reference, in the way its entry says, and a contract case it answers like the reference.
import { describe, expect, test } from 'vitest';
import type { Case, InProcessHost, RunAnswer } from '../../../host/protocol.js';
import referenceHost from '../../../reference-impl/host.js';
import { variantModulePath } from '../index.js';
import { permitsVariants } from './list.js';
import { accessVariants } from '../access/list.js';

const group = { $adapter: 'qq', $channel: { type: 'group', id: 'g1' }, $sender: { id: 'u1', role: 'master' } };
const kase = (area: string, steps: unknown[], setup: Record<string, unknown> = {}): Case => ({ id: `${area}/variant`, area, setup, steps: steps as Case['steps'] });
const err = (code: string) => ({ error: { code, message: expect.any(String) } });

// A contract case (schema-valid): every variant answers it exactly like the reference.
const control: Record<string, Case> = {
  permits: kase('permits', [
    { op: 'permit', permits: ['adapter(qq)', 'role(trusted)'], message: group },
    { op: 'permit', permits: ['group(g2)'], message: group },
    { op: 'permit', permits: ['platform(qq,admin)'], message: group },
  ], { platformGrants: { qq: { u1: ['admin'] } } }),
  access: kase('access', [
    { op: 'access', tool: { platforms: ['qq'], hidden: true }, message: group },
    { op: 'access', tool: { scopes: ['private'] }, message: null },
  ]),
};

// The other choice: the case and what the variant answers (the reference answers otherwise).
const choices: Record<string, { case: Case; expected: unknown }> = {
  'no-lint': { case: kase('permits', [{ op: 'lint', permit: 'group()' }]), expected: { results: [err('unknown-op')] } },
  'no-step-validation': {
    case: kase('permits', [
      { op: 'permit', permits: '', message: group },
      { op: 'permit', permits: 'adapter(qq)', message: 'qq' },
      { op: 'lint', permit: 5 },
    ], { platformGrants: 'junk' }),
    expected: { results: [{ allowed: true }, { allowed: false }, { valid: false }] },
  },
  'other-error-codes': {
    case: kase('permits', [{ op: 'frobnicate' }, { op: 'permit', permits: 'x', message: null }]),
    expected: { results: [{ error: { code: 'no-such-operation', message: 'refused' } }, { error: { code: 'invalid-step', message: 'refused' } }] },
  },
  'empty-items-dropped': {
    case: kase('permits', [
      { op: 'permit', permits: ['group(g1,)'], message: group },
      { op: 'permit', permits: ['group(,)'], message: group },
      { op: 'permit', permits: ['user(,)'], message: group },
      { op: 'lint', permit: 'group(a,,b)' },
      { op: 'permit', permits: ['platform(qq,,admin)'], message: group },
    ], { platformGrants: { qq: { u1: ['admin'] } } }),
    expected: { results: [{ allowed: true }, { allowed: true }, { allowed: false }, { valid: true }, { allowed: false }] },
  },
  'unicode-trim-items': {
    case: kase('permits', [
      { op: 'permit', permits: ['group(\u00a0g1)'], message: group },
      { op: 'permit', permits: ['role(\u3000master\u00a0)'], message: group },
      { op: 'lint', permit: 'role(\u00a0master)' },
      { op: 'permit', permits: ['group(\u001fg1)'], message: group },
    ]),
    expected: { results: [{ allowed: true }, { allowed: true }, { valid: true }, { allowed: false }] },
  },
  'open-parenthesis-is-text': {
    case: kase('permits', [
      { op: 'permit', permits: ['group(g(1)'], message: { ...group, $channel: { type: 'group', id: 'g(1' } } },
      { op: 'lint', permit: 'adapter(q(q)' },
      { op: 'permit', permits: ['adapter(q(q)'], message: group },
      { op: 'lint', permit: 'adapter((qq))' },
    ]),
    expected: { results: [{ allowed: true }, { valid: true }, { allowed: false }, { valid: false }] },
  },
  'role-user-exact': {
    case: kase('permits', [{ op: 'permit', permits: ['role(user)'], message: group }, { op: 'permit', permits: ['role(user)'], message: { ...group, $sender: { id: 'u2', role: 'user' } } }]),
    expected: { results: [{ allowed: false }, { allowed: true }] },
  },
  'null-fields-absent': { case: kase('access', [{ op: 'access', tool: { platforms: null, hidden: null }, message: group }]), expected: { results: [{ listed: true, callable: true }] } },
};

async function load(path: string): Promise<InProcessHost> {
  return ((await import(path)) as { default: InProcessHost }).default;
}

const all = [...permitsVariants, ...accessVariants];

test('every variant of permits and access has a case showing its choice', () => {
  expect(Object.keys(choices).sort()).toEqual(all.map((v) => v.name).sort());
});

describe.each(all.map((v) => [v.name, v] as const))('variant %s', (name, variant) => {
  const choice = choices[name]!;
  test('takes its other choice: it answers the case as its entry says, the reference otherwise', async () => {
    const host = await load(variantModulePath(variant));
    expect(await host.run(choice.case)).toEqual(choice.expected);
    expect(await referenceHost.run(choice.case)).not.toEqual(choice.expected);
  });

  test.each(variant.areas)('answers a contract case of area %s like the reference', async (area) => {
    const host = await load(variantModulePath(variant));
    const reference = (await referenceHost.run(control[area]!)) as RunAnswer;
    expect(await host.run(control[area]!)).toEqual(reference);
  });
});
