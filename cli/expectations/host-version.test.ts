import { describe, expect, test } from 'vitest';
import { hostVersionMatches } from './host-version.js';

describe('when.hostVersion', () => {
  const table: [string, string, boolean][] = [
    ['1.2.0', '1.2.0', true],
    ['1.2.0', '1.2.1', false],
    ['1.2', '1.2.0', false], // exact means the same string
    ['>=1.2', '1.2.0', true],
    ['>=1.2', '1.10.0', true], // numeric, not lexicographic
    ['>=1.2', '1.1.9', false],
    ['>1.2', '1.2.0', false],
    ['>1.2', '1.2.1', true],
    ['<2', '1.99.99', true],
    ['<2', '2.0.0', false],
    ['<=2', '2.0.0', true],
    ['=1.2', '1.2.0', true],
    ['>= 1.2', 'v1.3.0-beta', true],
    ['>=1', 'dev', false],
    ['0.1.0-dev', '0.1.0-dev', true],
  ];
  test.each(table)('%j on host %j → %j', (condition, version, expected) => {
    expect(hostVersionMatches(condition, version)).toBe(expected);
  });
});
