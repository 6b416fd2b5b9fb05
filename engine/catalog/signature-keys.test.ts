import { describe, expect, test } from 'vitest';
import type { AccessFields } from './access-signature.js';
import { signatureKey } from './access-signature.js';
import { SignatureKeys } from './indexed-tool.js';

const frozen = (...items: string[]): readonly string[] => Object.freeze(items);

/** A key writer that counts how often it writes. */
function counting(): { write: (f: AccessFields) => string; calls: () => number } {
  let n = 0;
  return { write: (f) => (n++, signatureKey(f)), calls: () => n };
}

describe('SignatureKeys: the signature key, written once per frozen lists and flag', () => {
  test('frozen lists: the key of signatureKey, written once per lists and hidden flag', () => {
    const c = counting();
    const keys = new SignatureKeys(c.write);
    const lists = { platforms: frozen('qq'), scopes: frozen('group'), permissions: frozen('role(admin)') };
    const shown = { ...lists, hidden: false };
    const hidden = { ...lists, hidden: true };
    expect(keys.of(shown)).toBe(signatureKey(shown));
    expect(keys.of(hidden)).toBe(signatureKey(hidden));
    expect(c.calls()).toBe(2);
    expect(keys.of({ ...lists, hidden: false })).toBe(signatureKey(shown));
    expect(keys.of({ ...lists, hidden: true })).toBe(signatureKey(hidden));
    expect(c.calls()).toBe(2);
  });
  test('other lists with equal content are other lists (they may be equal, never mixed up)', () => {
    const c = counting();
    const keys = new SignatureKeys(c.write);
    const base = { platforms: frozen('qq'), scopes: frozen(), permissions: frozen(), hidden: false };
    keys.of(base);
    const others: AccessFields[] = [
      { ...base, platforms: frozen('discord') },
      { ...base, scopes: frozen('private') },
      { ...base, permissions: frozen('role(master)') },
    ];
    for (const fields of others) expect(keys.of(fields)).toBe(signatureKey(fields));
    expect(c.calls()).toBe(4);
  });
  test('a list that is not frozen may change: its key is written every time', () => {
    const c = counting();
    const keys = new SignatureKeys(c.write);
    for (const field of ['platforms', 'scopes', 'permissions'] as const) {
      const open = ['x'];
      const fields = { platforms: frozen(), scopes: frozen(), permissions: frozen(), hidden: false, [field]: open };
      expect(keys.of(fields)).toBe(signatureKey(fields));
      open.push('y');
      expect(keys.of(fields)).toBe(signatureKey(fields));
    }
    expect(c.calls()).toBe(6);
  });
  test('absent fields or a hidden that is not a boolean: the plain key, never a kept one', () => {
    const lists = { platforms: frozen('qq'), scopes: frozen(), permissions: frozen() };
    const keys = new SignatureKeys();
    expect(keys.of({ ...lists })).toBe(signatureKey({ ...lists }));
    expect(keys.of({ ...lists, hidden: false })).toBe(signatureKey({ ...lists, hidden: false }));
    expect(keys.of({ hidden: true })).toBe(signatureKey({ hidden: true }));
    expect(keys.of({ ...lists, hidden: 'yes' })).toBe(signatureKey({ ...lists, hidden: 'yes' }));
  });
});
