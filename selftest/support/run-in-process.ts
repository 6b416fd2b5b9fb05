// Runs `capkit run <args>` inside the test's own process (no child, no build needed): the exit code, the
// console output (colours stripped) and the JSON report it wrote.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { vi } from 'vitest';
import yargs from 'yargs';
import { runArgs, runHandler } from '../../cli/commands/run.js';
import type { RunReport } from '../../cli/run/report.js';

export interface InProcessRun {
  code: number;
  out: string;
  report: RunReport;
}

export async function capkitRunInProcess(args: readonly string[]): Promise<InProcessRun> {
  const file = join(mkdtempSync(join(tmpdir(), 'capkit-run-')), 'report.json');
  let out = '';
  const spy = vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    out += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString();
    return true;
  });
  try {
    const argv = await runArgs(yargs([...args, '--report', `json:${file}`])).strict().parseAsync();
    const code = await runHandler(argv);
    return { code, out: out.replace(/\x1b\[[0-9;]*m/g, ''), report: JSON.parse(readFileSync(file, 'utf8')) as RunReport };
  } finally {
    spy.mockRestore();
  }
}

/** Splits a command line as a POSIX shell would (bare words, single quotes, backslash escapes). */
export function shellWords(line: string): string[] {
  const words: string[] = [];
  let word: string | undefined;
  for (let i = 0; i < line.length; i += 1) {
    const c = line[i]!;
    if (c === ' ') {
      if (word !== undefined) words.push(word);
      word = undefined;
    } else if (c === "'") {
      const end = line.indexOf("'", i + 1);
      if (end < 0) throw new Error(`unclosed quote in ${line}`);
      word = (word ?? '') + line.slice(i + 1, end);
      i = end;
    } else if (c === '\\') {
      word = (word ?? '') + (line[i + 1] ?? '');
      i += 1;
    } else word = (word ?? '') + c;
  }
  if (word !== undefined) words.push(word);
  return words;
}
