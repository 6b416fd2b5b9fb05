import { describe, expect, test } from 'vitest';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fixtureFiles, fixtureSetHash } from './fixture-hash.js';

function tree(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'capkit-fixhash-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

describe('fixtureSetHash', () => {
  test('lists JSON fixtures only, sorted, with / separators', () => {
    const dir = tree({ 'permits/b.json': '{}', 'access/a.json': '{}', 'permits/a.json': '{}', 'fixtures.test.ts': 'x' });
    expect(fixtureFiles(dir)).toEqual(['access/a.json', 'permits/a.json', 'permits/b.json']);
  });

  test('same files give the same hash, whatever the creation order', () => {
    const a = tree({ 'p/a.json': '1', 'p/b.json': '2' });
    const b = tree({ 'p/b.json': '2', 'p/a.json': '1' });
    expect(fixtureSetHash(a)).toBe(fixtureSetHash(b));
    expect(fixtureSetHash(a)).toMatch(/^sha256:[0-9a-f]{64}$/);
  });

  test('a changed content, a renamed file or a moved boundary changes the hash', () => {
    const base = fixtureSetHash(tree({ 'p/a.json': '12', 'p/b.json': '3' }));
    expect(fixtureSetHash(tree({ 'p/a.json': '13', 'p/b.json': '3' }))).not.toBe(base);
    expect(fixtureSetHash(tree({ 'p/c.json': '12', 'p/b.json': '3' }))).not.toBe(base);
    expect(fixtureSetHash(tree({ 'p/a.json': '1', 'p/b.json': '23' }))).not.toBe(base);
  });

  test('the kit has a fixture set', () => {
    expect(fixtureFiles().some((f) => f.startsWith('permits/'))).toBe(true);
  });
});
