import { describe, expect, test } from 'vitest';
import { wrapHelp, wrapHelpLine } from './help-wrap.js';

describe('help wrapping', () => {
  test('a long option line wraps on spaces, under its description column, never inside a word', () => {
    const line = '  --host-cmd            stdio host: any command speaking protocol 1 on stdin/stdout (repeatable: a matrix)  [string]';
    const lines = wrapHelpLine(line, 80);
    expect(lines.every((l) => l.length <= 80)).toBe(true);
    expect(lines[0]).toBe('  --host-cmd            stdio host: any command speaking protocol 1 on');
    expect(lines[1]).toBe('                        stdin/stdout (repeatable: a matrix) [string]');
    const words = (t: string) => t.trim().split(/\s+/);
    expect(words(lines.join(' '))).toEqual(words(line));
  });

  test('short lines and blank lines pass unchanged; a prose line wraps at its own indent', () => {
    expect(wrapHelp('Options:\n\n  --help  Show help  [boolean]', 80)).toBe('Options:\n\n  --help  Show help  [boolean]');
    const prose = 'run the conformance suite against a host (default: the reference, or CAPKIT_HOST) and more words here';
    expect(wrapHelp(prose, 80).split('\n')).toEqual(['run the conformance suite against a host (default: the reference, or', 'CAPKIT_HOST) and more words here']);
  });
});

describe('capkit run --help at 80 columns', () => {
  test('every line fits, and every word of the help is whole (none cut in two)', async () => {
    const { vi } = await import('vitest');
    const { buildCli } = await import('../cli.js');
    const { runCapkit } = await import('../../selftest/support/run-capkit.js');
    const out: string[] = [];
    const log = vi.spyOn(console, 'log').mockImplementation((...a: unknown[]) => void out.push(a.join(' ')));
    try {
      await buildCli(['run', '--help']).exitProcess(false).parseAsync();
    } finally {
      log.mockRestore();
    }
    const printed = await runCapkit(['run', '--help']);
    expect(printed.code).toBe(0);
    const lines = printed.stdout.trimEnd().split('\n');
    for (const line of lines) expect(line.length, line).toBeLessThanOrEqual(80);
    const words = (text: string): string[] => text.split(/\s+/).filter((w) => w !== '');
    expect(words(printed.stdout)).toEqual(words(out.join('\n')));
  });
});
