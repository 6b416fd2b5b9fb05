import { describe, test, expect } from 'vitest';
import { isAnswer } from './step-reader.js';

describe('answer shapes', () => {
  test.each([[{ approve: true }], [{ deny: true }], [{ reply: 'r', subject: 'u', session: 's' }]])('%j is an answer', (a) => {
    expect(isAnswer(a)).toBe(true);
  });
  test.each([[{ approve: false }], [{ approve: true, deny: true }], [{ reply: 'r', subject: 'u' }], [{ reply: 1, subject: 'u', session: 's' }], [null], ['approve']])('%j is not', (a) => {
    expect(isAnswer(a)).toBe(false);
  });
});
