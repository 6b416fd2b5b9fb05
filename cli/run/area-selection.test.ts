import { describe, expect, test } from 'vitest';
import { hostAreas, requestedAreas } from './area-selection.js';

const KNOWN = ['permits', 'access', 'registry', 'turns', 'catalog'];

describe('requestedAreas', () => {
  test('default: every area of the kit; repeated names once', () => {
    expect(requestedAreas(undefined, KNOWN)).toEqual(KNOWN);
    expect(requestedAreas(['permits', 'access', 'permits'], KNOWN)).toEqual(['permits', 'access']);
  });
  test('an unknown name is a usage error with a suggestion', () => {
    expect(() => requestedAreas(['permits', 'acess'], KNOWN)).toThrow('--areas: unknown area(s) acess (did you mean access?); the kit has suites for permits, access, registry, turns, catalog');
    expect(() => requestedAreas(['protocol'], KNOWN)).toThrow(/"protocol" is not an area to choose: .*always in scope/);
  });
});

describe('hostAreas', () => {
  test('splits the asked areas into applicable and not applicable', () => {
    expect(hostAreas(['permits', 'access'], ['permits'], KNOWN)).toEqual({ applicable: ['permits'], notApplicable: ['access'], warnings: [] });
  });
  test('a host declaring no areas: nothing to test, said so', () => {
    expect(hostAreas(KNOWN, [], KNOWN).nothingInCommon).toBe('the host declares no areas in hello ("areas":[]): there is nothing to test');
  });
  test('a typo in hello: nothing in common, with a suggestion', () => {
    const r = hostAreas(KNOWN, ['permit'], KNOWN);
    expect(r.applicable).toEqual([]);
    expect(r.nothingInCommon).toBe('no area in common: the host declares "permit", the run asked for permits, access, registry, turns, catalog; "permit" is no area of the kit (did you mean permits?)');
    expect(r.warnings).toEqual(['the host declares area "permit", which the kit does not know (did you mean permits?)']);
  });
  test('a declared area the run did not ask for is no area in common', () => {
    expect(hostAreas(['access'], ['permits'], KNOWN).nothingInCommon).toBe('no area in common: the host declares "permits", the run asked for access');
  });
});
