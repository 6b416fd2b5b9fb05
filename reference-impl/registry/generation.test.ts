import { describe, test, expect } from 'vitest';
import { GenerationStore } from './generation.js';
import { indexView } from './index-view.js';
import type { PluginTree } from './plugin-tree.js';
import { pluginSourcesOf } from './plugin-tree.js';
import { visibleRegistrations } from './seam.js';

const returning = (value: unknown) => ({ tool: { description: 'd', behavior: { returns: value } } });
const plugin = (files: PluginTree['files']) => pluginSourcesOf({ name: 'r', files });
const snapshot = (store: GenerationStore) => JSON.stringify(indexView(store.current, visibleRegistrations));

describe('candidate and commit (REGISTRY-031/015/016)', () => {
  test('generation 0 is committed and empty; staging is invisible until commit', () => {
    const store = new GenerationStore();
    expect(indexView(store.current, visibleRegistrations)).toEqual({ generation: 0, tools: [], skills: [], agents: [] });
    store.stage(plugin({ 'tools/a/index.ts': returning(1) }));
    expect(store.current.number).toBe(0);
    expect(store.current.tools).toEqual([]);
    expect(store.commit([])).toEqual({ ok: true, generation: 1 });
    expect(store.current.tools.map((t) => t.qualifiedName)).toEqual(['a']);
  });

  test('a failed commit leaves the current generation byte-identical and consumes no number', () => {
    const store = new GenerationStore();
    store.stage(plugin({ 'tools/a/index.ts': returning(1) }));
    store.commit([]);
    const before = snapshot(store);
    const current = store.current;
    store.stage(plugin({ 'tools/a/index.ts': returning(2), 'tools/b/index.ts': returning(2), 'tools/c/index.ts': { tool: { description: '' } } }));
    const failed = store.commit([]);
    expect(failed.ok).toBe(false);
    expect(snapshot(store)).toBe(before);
    expect(store.current).toBe(current);
    // The candidate was cleared: the next commit starts afresh and takes the next number.
    expect(store.commit([])).toEqual({ ok: true, generation: 2 });
    expect(store.current.tools).toEqual([]);
  });

  test('an injected failure half-way publishes none of the capabilities prepared before it', () => {
    const store = new GenerationStore();
    store.stage(plugin({ 'tools/a/index.ts': returning(1), 'tools/b/index.ts': returning(1), 'tools/c/index.ts': returning(1) }));
    const r = store.commit([], 'tools/b/index.ts');
    expect(r.ok ? 'ok' : r.problem.code).toBe('prepare-failed');
    expect(store.current.number).toBe(0);
    expect(store.current.tools).toEqual([]);
  });

  test('a successful commit replaces the whole set', () => {
    const store = new GenerationStore();
    store.stage(plugin({ 'tools/a/index.ts': returning(1) }));
    store.commit([]);
    store.stage(plugin({ 'tools/b/index.ts': returning(1) }));
    store.commit([]);
    expect(store.current.tools.map((t) => t.qualifiedName)).toEqual(['b']);
  });
});

describe('pins (REGISTRY-017/018/025)', () => {
  test('a pin keeps its generation after later commits; a new pin sees the new one', () => {
    const store = new GenerationStore();
    store.stage(plugin({ 'tools/t/index.ts': returning('old') }));
    store.commit([]);
    const { pin, generation } = store.pin();
    expect([pin, generation]).toEqual(['pin-1', 1]);
    store.stage(plugin({ 'tools/t/index.ts': returning('new') }));
    store.commit([]);
    const pinned = store.generationOfPin(pin);
    expect('code' in pinned ? pinned.code : pinned.byName.get('t')?.run({})).toBe('old');
    const fresh = store.generationOfPin(store.pin().pin);
    expect('code' in fresh ? fresh.code : fresh.byName.get('t')?.run({})).toBe('new');
  });

  test('releasing ends the scope; releasing twice or an unknown pin changes nothing', () => {
    const store = new GenerationStore();
    const { pin } = store.pin();
    store.stage(plugin({ 'tools/t/index.ts': returning(1) }));
    store.commit([]);
    store.release(pin);
    store.release(pin);
    store.release('pin-99');
    expect(store.generationOfPin(pin)).toMatchObject({ code: 'scope-ended' });
    expect(store.generationOfPin('never-issued')).toMatchObject({ code: 'scope-ended' });
  });

  test('a pin of the current generation still works while another pin of it is released', () => {
    const store = new GenerationStore();
    const a = store.pin().pin;
    const b = store.pin().pin;
    store.release(a);
    expect('number' in store.generationOfPin(b)).toBe(true);
  });
});
