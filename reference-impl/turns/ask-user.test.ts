import { describe, test, expect } from 'vitest';
import type { Answer } from './question-port.js';
import { QuestionPort } from './question-port.js';
import { askApproval } from './approval.js';
import { askUser, matchesAddress } from './ask-user.js';

const reply = (text: string, subject: string, session: string): Answer => ({ reply: text, subject, session });
const me = { session: 's1', subject: 'u1' };

describe('the question port shared by approval questions and ask_user', () => {
  test('take the first approve/deny answer, skipping replies that stay queued', () => {
    const port = new QuestionPort([reply('hi', 'u1', 's1'), { deny: true }, { approve: true }]);
    expect(askApproval(port)).toBe(false);
    expect(askApproval(port)).toBe(true);
    expect(askApproval(port)).toBe(false);
    expect(askUser(port, me)).toBe('hi');
  });
});

describe('ask_user matching (TURN-018/019)', () => {
  test('answers with the first reply from the same session and subject', () => {
    const port = new QuestionPort([{ approve: true }, reply('yes', 'u1', 's1'), reply('later', 'u1', 's1')]);
    expect(askUser(port, me)).toBe('yes');
    expect(askApproval(port)).toBe(true);
    expect(askUser(port, me)).toBe('later');
  });

  test('replies from another subject or session are consumed and discarded', () => {
    const port = new QuestionPort([reply('x', 'u2', 's1'), reply('y', 'u1', 's2'), reply('mine', 'u1', 's1')]);
    expect(askUser(port, me)).toBe('mine');
    expect(askUser(port, me)).toBeUndefined();
  });

  test('no matching reply: no answer, and the others are gone', () => {
    const port = new QuestionPort([reply('x', 'u2', 's1'), { deny: true }]);
    expect(askUser(port, me)).toBeUndefined();
    expect(askApproval(port)).toBe(false);
    expect(askUser(port, me)).toBeUndefined();
  });

  test('without an authenticated subject nothing matches', () => {
    expect(matchesAddress({ reply: 'x', subject: 'undefined', session: 's1' }, { session: 's1', subject: undefined })).toBe(false);
    expect(askUser(new QuestionPort([reply('x', 'u1', 's1')]), { session: 's1', subject: undefined })).toBeUndefined();
  });
});
