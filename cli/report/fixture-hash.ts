// Which fixture set a run checked: sha256 over every fixture file's kit-relative path and contents, in
// sorted order, so two reports with the same hash were judged against exactly the same expectations.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fixturesDir } from '../../spec/paths.js';

/** Fixture data files (JSON) under `dir`, relative with `/` separators, sorted by code unit. */
export function fixtureFiles(dir: string = fixturesDir): string[] {
  if (!existsSync(dir)) return [];
  const found: string[] = [];
  const walk = (at: string): void => {
    for (const entry of readdirSync(at, { withFileTypes: true })) {
      const path = join(at, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.isFile() && entry.name.endsWith('.json')) found.push(relative(dir, path).split(sep).join('/'));
    }
  };
  walk(dir);
  return found.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

export function fixtureSetHash(dir: string = fixturesDir): string {
  const hash = createHash('sha256');
  for (const file of fixtureFiles(dir)) {
    // Length-prefixed fields: no pair of different file sets can produce the same byte stream.
    const content = readFileSync(join(dir, file));
    hash.update(`${Buffer.byteLength(file)}:${file}\n${content.length}:`);
    hash.update(content);
    hash.update('\n');
  }
  return `sha256:${hash.digest('hex')}`;
}
