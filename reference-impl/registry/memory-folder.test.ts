import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { Volume, createFsFromVolume } from 'memfs';
import { walkFiles, type WalkFs } from './discover.js';
import { memoryFolder } from './memory-folder.js';

function onMemfs(paths: readonly string[]): WalkFs {
  const json: Record<string, string> = {};
  for (const path of paths) json[`/plugin/${path}`] = '';
  const fs = createFsFromVolume(Volume.fromJSON(json));
  fs.mkdirSync('/plugin', { recursive: true });
  return fs as unknown as WalkFs;
}

// Paths as checkPluginTree lets them through: relative posix segments, no file that is also a folder.
const segment = fc.constantFrom('a', 'b', 'B', 'a-c', 'a.c', '_', '10', '9', 'é', 'ä', '日本', 'index.ts', 'tools', 'skills', '__proto__', 'constructor');
const pathsArb = fc.uniqueArray(fc.array(segment, { minLength: 1, maxLength: 4 }).map((s) => s.join('/'))).map((paths) => {
  const folders = new Set(paths.flatMap((p) => p.split('/').slice(0, -1).map((_, i, s) => s.slice(0, i + 1).join('/'))));
  return paths.filter((p) => !folders.has(p));
});

describe('memoryFolder', () => {
  test('is walked to the same files, in the same order, as the same paths written to a file system', () => {
    fc.assert(fc.property(pathsArb, (paths) => {
      expect(walkFiles(memoryFolder(paths, '/plugin'), '/plugin')).toEqual(walkFiles(onMemfs(paths), '/plugin'));
    }));
  });

  test('files are found at every depth, whatever order the tree gave them in', () => {
    expect(walkFiles(memoryFolder(['tools/x/index.ts', 'a-c', 'a/b/c', 'B'], '/plugin'), '/plugin')).toEqual(['B', 'a-c', 'a/b/c', 'tools/x/index.ts']);
  });

  test('an empty plugin is an empty folder', () => {
    expect(walkFiles(memoryFolder([], '/plugin'), '/plugin')).toEqual([]);
  });
});
