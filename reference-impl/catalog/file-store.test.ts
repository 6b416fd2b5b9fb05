import { describe, expect, test } from 'vitest';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { kitRoot } from '../../spec/paths.js';
import { FileSessionStore, sessionFileName } from './file-store.js';
import { snapshotOf } from './working-set.js';

const tempDir = () => mkdtempSync(join(tmpdir(), 'capkit-catalog-'));
const snap = (loaded: Record<string, number>, skills: string[] = []) => snapshotOf(new Map(Object.entries(loaded)), skills);

describe('FileSessionStore', () => {
  test('round trip of sessions and the clock; nothing stored reads as none / 0', () => {
    const dir = tempDir();
    const store = new FileSessionStore(dir);
    expect(store.read('s1')).toBeUndefined();
    expect(store.readClock()).toBe(0);
    store.write('s1', snap({ a: 3, b: 1 }, ['k']));
    store.writeClock(3);
    const again = new FileSessionStore(dir);
    expect(again.read('s1')).toEqual({ loaded: { a: 3, b: 1 }, skills: ['k'] });
    expect(again.readClock()).toBe(3);
    expect(again.read('s2')).toBeUndefined();
  });
  test('one file per session plus the clock; no temporary file is left behind', () => {
    const dir = tempDir();
    const store = new FileSessionStore(dir);
    store.write('a/../b', snap({}));
    store.write('s1', snap({ x: 1 }));
    store.write('s1', snap({ x: 2 }));
    store.writeClock(2);
    expect(readdirSync(dir).sort()).toEqual(['clock.json', 'session-a%2F..%2Fb.json', 'session-s1.json']);
    expect(store.read('a/../b')).toEqual({ loaded: {}, skills: [] });
  });
  test('a very long session name becomes a hash that still fits a file name', () => {
    const name = sessionFileName('s'.repeat(1000));
    expect(name).toMatch(/^session-[0-9a-f]{64}\.json$/);
  });
  test('corrupt content is an error that names the file, never "no session"', () => {
    const dir = tempDir();
    const store = new FileSessionStore(dir);
    const file = join(dir, 'session-s1.json');
    writeFileSync(file, '{"session": "s1", "loaded": {');
    expect(() => store.read('s1')).toThrow(`${file} is corrupt: not JSON`);
    writeFileSync(file, JSON.stringify({ session: 's1', loaded: { a: -1 }, skills: [] }));
    expect(() => store.read('s1')).toThrow(`session file ${file} is corrupt: it field "loaded": the stamp of "a" must be an integer ≥ 0, got -1`);
    writeFileSync(file, JSON.stringify({ session: 'other', loaded: {}, skills: [] }));
    expect(() => store.read('s1')).toThrow('belongs to session "other", not "s1"');
    writeFileSync(join(dir, 'clock.json'), '{"clock": "3"}');
    expect(() => store.readClock()).toThrow(`clock file ${join(dir, 'clock.json')} is corrupt`);
  });
});

/** Runs the child script; resolves with its stdout once it exits, or kills it when `until` shows. */
function child(args: string[], until?: string): Promise<{ stdout: string; signal: NodeJS.Signals | null }> {
  const script = fileURLToPath(new URL('./file-store.child.mjs', import.meta.url));
  return new Promise((resolve, reject) => {
    const proc = spawn(process.execPath, [script, ...args, join(kitRoot, 'dist')], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    proc.stdout.on('data', (d: Buffer) => {
      stdout += d.toString();
      // SIGKILL: no exit handler, no flush, nothing graceful.
      if (until !== undefined && stdout.includes(until)) proc.kill('SIGKILL');
    });
    proc.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    proc.on('error', reject);
    proc.on('close', (code, signal) => (code === 0 || signal === 'SIGKILL' ? resolve({ stdout, signal }) : reject(new Error(`child exited ${code}: ${stderr}`))));
  });
}

test('a process killed right after endTurn: a fresh process sees the loaded set and the clock intact', async () => {
  const built = join(kitRoot, 'dist', 'reference-impl', 'catalog', 'file-store.js');
  expect(existsSync(built), `${built} is missing: run "npm run build" first (npm test does)`).toBe(true);
  const dir = tempDir();
  const first = await child(['first', dir], 'ended\n');
  expect(first.signal).toBe('SIGKILL');
  const second = await child(['second', dir]);
  // Turn 1 stamped a (1), b (2), then used a (3). The open turn's c (4) died with the process.
  expect(JSON.parse(second.stdout)).toEqual({
    clock: 3,
    snapshot: { loaded: { a: 3, b: 2 }, skills: [] },
    exposed: ['a', 'ask_user', 'b', 'discover', 'load_skill', 'load_tool', 'spawn_task'],
    load: { loaded: 'c', evicted: [] },
    after: 4,
  });
  expect(JSON.parse(readFileSync(join(dir, 'clock.json'), 'utf8'))).toEqual({ clock: 3 });
}, 30_000);
