import { describe, test, expect } from 'vitest';
import type { Answer } from './question-port.js';
import { isAnswer, matchesAddress, QuestionPort } from './question-port.js';

const reply = (text: string, subject: string, session: string): Answer => ({ reply: text, subject, session });
const me = { session: 's1', subject: 'u1' };

describe('approval questions', () => {
  test('take the first approve/deny answer, skipping replies that stay queued', () => {
    const port = new QuestionPort([reply('hi', 'u1', 's1'), { deny: true }, { approve: true }]);
    expect(port.askApproval()).toBe(false);
    expect(port.askApproval()).toBe(true);
    expect(port.askApproval()).toBe(false);
    expect(port.askUser(me)).toBe('hi');
  });
});

describe('ask_user matching (TURN-018/019)', () => {
  test('answers with the first reply from the same session and subject', () => {
    const port = new QuestionPort([{ approve: true }, reply('yes', 'u1', 's1'), reply('later', 'u1', 's1')]);
    expect(port.askUser(me)).toBe('yes');
    expect(port.askApproval()).toBe(true);
    expect(port.askUser(me)).toBe('later');
  });

  test('replies from another subject or session are consumed and discarded', () => {
    const port = new QuestionPort([reply('x', 'u2', 's1'), reply('y', 'u1', 's2'), reply('mine', 'u1', 's1')]);
    expect(port.askUser(me)).toBe('mine');
    expect(port.askUser(me)).toBeUndefined();
  });

  test('no matching reply: no answer, and the others are gone', () => {
    const port = new QuestionPort([reply('x', 'u2', 's1'), { deny: true }]);
    expect(port.askUser(me)).toBeUndefined();
    expect(port.askApproval()).toBe(false);
    expect(port.askUser(me)).toBeUndefined();
  });

  test('without an authenticated subject nothing matches', () => {
    expect(matchesAddress({ reply: 'x', subject: 'undefined', session: 's1' }, { session: 's1', subject: undefined })).toBe(false);
    expect(new QuestionPort([reply('x', 'u1', 's1')]).askUser({ session: 's1', subject: undefined })).toBeUndefined();
  });
});

describe('answer shapes', () => {
  test.each([[{ approve: true }], [{ deny: true }], [{ reply: 'r', subject: 'u', session: 's' }]])('%j is an answer', (a) => {
    expect(isAnswer(a)).toBe(true);
  });
  test.each([[{ approve: false }], [{ approve: true, deny: true }], [{ reply: 'r', subject: 'u' }], [{ reply: 1, subject: 'u', session: 's' }], [null], ['approve']])('%j is not', (a) => {
    expect(isAnswer(a)).toBe(false);
  });
});
