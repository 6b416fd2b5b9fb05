import { describe, test, expect } from 'vitest';
import { LineSplitter } from './line-splitter.js';

const b = (s: string): Buffer => Buffer.from(s, 'utf8');

describe('LineSplitter', () => {
  test('joins lines across chunks and splits several per chunk', () => {
    const s = new LineSplitter(1000);
    expect(s.push(b('{"a":'))).toEqual([]);
    expect(s.push(b('1}\n{"b":2}\r\n{"c"'))).toEqual([
      { kind: 'line', line: '{"a":1}' },
      { kind: 'line', line: '{"b":2}' },
    ]);
    expect(s.push(b(':3}\n'))).toEqual([{ kind: 'line', line: '{"c":3}' }]);
  });
  test('a multi-byte character split across chunks survives', () => {
    const s = new LineSplitter(1000);
    const bytes = b('"é漢"\n');
    expect([...s.push(bytes.subarray(0, 2)), ...s.push(bytes.subarray(2))]).toEqual([{ kind: 'line', line: '"é漢"' }]);
  });
  test('a line longer than the limit, or unbounded output, is an overflow and stops the splitter', () => {
    const s = new LineSplitter(10);
    expect(s.push(b('0123456789'))).toEqual([]);
    expect(s.push(b('x'))).toEqual([{ kind: 'overflow', bytes: 11 }]);
    expect(s.push(b('\nok\n'))).toEqual([]);
    const t = new LineSplitter(4);
    expect(t.push(b('ok\n123456\n'))).toEqual([{ kind: 'line', line: 'ok' }, { kind: 'overflow', bytes: 6 }]);
  });
});
