import { describe, expect, test } from 'vitest';
import { terminalSafe, terminalSafeLines } from './terminal-text.js';

describe('terminal-safe text', () => {
  test('escape sequences, carriage returns and newlines are shown, not obeyed', () => {
    expect(terminalSafe('ok\u001b[32m ✔\u001b[0m')).toBe('ok\\x1b[32m ✔\\x1b[0m');
    expect(terminalSafe('a\nb\rc')).toBe('a\\nb\\rc');
    expect(terminalSafe('\u009b31m')).toBe('\\x9b31m');
  });
  test('ordinary text, tabs and non-ASCII letters pass unchanged', () => {
    expect(terminalSafe('host\tname é 漢字')).toBe('host\tname é 漢字');
  });
  test('the lines variant keeps line breaks', () => {
    expect(terminalSafeLines('a\u001b\nb')).toBe('a\\x1b\nb');
  });
});
