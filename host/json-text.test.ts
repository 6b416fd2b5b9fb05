import { describe, test, expect } from 'vitest';
import { locateJsonError } from './json-locate.js';
import { lineColumnAt, parseJsonText } from './json-text.js';

describe('parseJsonText', () => {
  test('valid JSON parses', () => {
    expect(parseJsonText('{"a":[1,2,{"b":null}]}', 'f.json')).toEqual({ a: [1, 2, { b: null }] });
  });
  test.each([
    ['{\n  "a": 1,\n}', 3, 1],
    ['{\n  "cases": [,]\n}', 2, 13],
    ['[1, 2\n', 2, 1],
    ['{"a" 1}', 1, 6],
    ['{"a": tru}', 1, 10], // where "true" goes wrong, as V8 says: at the '}'
    ['[1]\nx', 2, 1],
  ])('%j fails at line %i column %i', (text, line, column) => {
    expect(() => parseJsonText(text, 'fixtures/x.json')).toThrow(`fixtures/x.json:${line}:${column}: invalid JSON`);
  });
});

describe('locateJsonError', () => {
  test('agrees that valid JSON is valid', () => {
    for (const text of ['0', '-1.5e3', '"a\\u00e9\\n"', ' {"a":{"b":[true,false,null]}} ', '[]', '{}']) {
      expect(locateJsonError(text)).toBeUndefined();
      expect(() => JSON.parse(text)).not.toThrow();
    }
  });
  test('offsets of typical mistakes', () => {
    expect(locateJsonError('[01]')).toBe(2);
    expect(locateJsonError("{'a':1}")).toBe(1);
    expect(locateJsonError('"\\x"')).toBe(2);
    expect(locateJsonError('')).toBe(0);
  });
  test('line/column are 1-based', () => {
    expect(lineColumnAt('ab\ncd', 4)).toEqual({ line: 2, column: 2 });
    expect(lineColumnAt('ab', 0)).toEqual({ line: 1, column: 1 });
  });
});
