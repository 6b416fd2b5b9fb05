import { describe, test, expect } from 'vitest';
import { assemblePrompt, byId, cutSection, selectSections } from './prompt-sections.js';
import type { Profile, Retention, Section } from './section-definition.js';

const section = (id: string, retention: Retention, content: string, extra: Partial<Section> = {}): Section => ({
  id, source: `prompt-sections/${id}/index.ts`, title: id.toUpperCase(), content, layer: undefined, order: 0,
  retention, maxChars: undefined, profiles: [], platforms: [], ...extra,
});
const ids = (r: ReturnType<typeof assemblePrompt>) => r?.sections.map((s) => s.id);

describe('filter (TURN-020)', () => {
  const all = [
    section('any', 'required', 'a'),
    section('inter', 'required', 'b', { profiles: ['interactive'] }),
    section('sched', 'required', 'c', { profiles: ['scheduled'] }),
    section('qq', 'required', 'd', { platforms: ['qq'] }),
  ];
  test.each<[Profile, string | undefined, string[]]>([
    ['interactive', 'qq', ['any', 'inter', 'qq']],
    ['scheduled', 'qq', ['any', 'sched', 'qq']],
    ['interactive', 'icqq', ['any', 'inter']],
    ['scheduled', undefined, ['any', 'sched']],
  ])('profile %s, adapter %s keeps %j', (profile, adapter, expected) => {
    expect(selectSections(all, profile, adapter).map((s) => s.id)).toEqual(expected);
  });
});

describe('cut (TURN-021)', () => {
  test('content longer than maxChars is cut and marked; equal length is not cut', () => {
    expect(cutSection(section('a', 'required', 'abcdef', { maxChars: 3 }))).toMatchObject({ content: 'abc', cut: true });
    expect(cutSection(section('a', 'required', 'abc', { maxChars: 3 }))).toMatchObject({ content: 'abc', cut: false });
    expect(cutSection(section('a', 'required', 'abc', { maxChars: 0 }))).toMatchObject({ content: '', cut: true });
    expect(cutSection(section('a', 'required', 'abc'))).toMatchObject({ content: 'abc', cut: false });
  });
});

describe('pack (TURN-031/023)', () => {
  test('required first, then preferred, then opportunistic; a section that does not fit is left out whole', () => {
    const sections = [
      section('opp', 'opportunistic', 'xx', { order: 0 }),
      section('pref-big', 'preferred', 'xxxxxx', { order: 1 }),
      section('pref-small', 'preferred', 'xxx', { order: 2 }),
      section('req', 'required', 'xxxx', { order: 9 }),
    ];
    // budget 9: req (4) + pref-big (6) = 10 does not fit; pref-small (3) does → 7; opp (2) fits → 9.
    const r = assemblePrompt(sections, 'interactive', 'qq', 9);
    expect(ids(r)).toEqual(['opp', 'pref-small', 'req']);
    expect(r?.totalChars).toBe(9);
    // budget 8: after req + pref-small 1 is left, opp (2) no longer fits.
    expect(ids(assemblePrompt(sections, 'interactive', 'qq', 8))).toEqual(['pref-small', 'req']);
  });

  test('packing counts content after cutting', () => {
    const r = assemblePrompt([section('a', 'required', 'abcdefgh', { maxChars: 2 }), section('b', 'preferred', 'xyz')], 'interactive', undefined, 5);
    expect(r).toEqual({ sections: [{ id: 'a', title: 'A', content: 'ab', cut: true }, { id: 'b', title: 'B', content: 'xyz', cut: false }], totalChars: 5 });
  });

  test('required sections that do not fit fail the assembly', () => {
    expect(assemblePrompt([section('a', 'required', 'abc'), section('b', 'required', 'de')], 'interactive', undefined, 4)).toBeUndefined();
  });

  test('no budget is unlimited; a filtered-out required section does not count', () => {
    expect(ids(assemblePrompt([section('a', 'required', 'x'.repeat(10_000))], 'interactive', undefined, undefined))).toEqual(['a']);
    expect(ids(assemblePrompt([section('a', 'required', 'abc', { platforms: ['qq'] })], 'interactive', undefined, 0))).toEqual([]);
  });
});

describe('order (TURN-024)', () => {
  test('kept sections are presented by order, ties by id in code units', () => {
    const sections = [section('b', 'opportunistic', '', { order: 1 }), section('Z', 'required', '', { order: 1 }), section('a', 'preferred', '', { order: 1 }), section('c', 'required', '', { order: -2.5 })];
    expect(ids(assemblePrompt(sections, 'interactive', undefined, undefined))).toEqual(['c', 'Z', 'a', 'b']);
  });
  test('code-unit comparison, not locale', () => {
    expect(byId(['é', 'z', 'E', 'p__a', 'p_a'].map((id) => ({ id }))).map((s) => s.id)).toEqual(['E', 'p__a', 'p_a', 'z', 'é']);
  });
});
