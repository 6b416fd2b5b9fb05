// The kit's digest of a full `tools` answer (spec/protocol.md §11): the canonical text of the spec's example
// and SHA-256 values computed outside the kit (sha256sum of the same bytes).
import { describe, expect, test } from 'vitest';
import { canonicalText, expectedToolsDigest, offersToolsDigest, toolsDigestMismatch } from './catalog-tools-digest.js';

const EXAMPLE = [{ name: 'a', input_schema: { type: 'object' }, description: 'd' }];
const EXAMPLE_SHA = 'sha256:2eb38a7e04045e2ba3b7e22dcbbe0e876bd0524a1c89bce09c0acf145bf84258';

describe('the digest of a tools list', () => {
  test('canonical JSON sorts members by UTF-16 code units, drops undefined members, has no whitespace', () => {
    expect(canonicalText(EXAMPLE)).toBe('[{"description":"d","input_schema":{"type":"object"},"name":"a"}]');
    expect(canonicalText({ b: 1, a: [true, null, 'x\n'], B: undefined, '\u00e9': 2, z: 1.5e21 })).toBe('{"a":[true,null,"x\\n"],"b":1,"z":1.5e+21,"é":2}');
  });

  test('count and SHA-256 of the canonical text', () => {
    expect(expectedToolsDigest([])).toEqual({ count: 0, digest: 'sha256:4f53cda18c2baa0c0354bb5f9a3ecbe5ed12ab4d8e11ba873c2f11161202b945' });
    expect(expectedToolsDigest(EXAMPLE)).toEqual({ count: 1, digest: EXAMPLE_SHA });
  });

  test('a digest answer agrees with its full answer, or the mismatch says what differs', () => {
    expect(toolsDigestMismatch({ tools: EXAMPLE }, { count: 1, digest: EXAMPLE_SHA })).toBeUndefined();
    expect(toolsDigestMismatch({ tools: EXAMPLE }, { count: 2, digest: EXAMPLE_SHA })).toBe('count 2, but the full answer has 1 entries');
    expect(toolsDigestMismatch({ tools: EXAMPLE }, { count: 1, digest: 'sha256:00' })).toMatch(/^digest "sha256:00", but the full answer's canonical JSON hashes to sha256:2eb3/);
    expect(toolsDigestMismatch({ error: {} }, { count: 1, digest: EXAMPLE_SHA })).toMatch(/^the full answer has no tools list/);
    expect(toolsDigestMismatch({ tools: EXAMPLE }, null)).toMatch(/^the digest answer is not an object/);
  });

  test('only a hello that lists the feature offers the form', () => {
    const hello = { protocol: 1, implementation: { name: 'h', version: '1', language: 'x' }, areas: ['catalog'] };
    expect(offersToolsDigest(hello)).toBe(false);
    expect(offersToolsDigest({ ...hello, features: ['catalog.tools.digest'] } as typeof hello)).toBe(true);
    expect(offersToolsDigest({ ...hello, features: 'catalog.tools.digest' } as unknown as typeof hello)).toBe(false);
  });
});
