// The class table `capkit fuzz` prints, read back by its end-to-end tests (cli/fuzz/*.test.ts).
import { expect } from 'vitest';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { validateFixtureFile } from '../../host/validate.js';
import type { CapkitResult } from './run-capkit.js';
import { runCapkitHere } from './run-capkit-here.js';

export interface ClassLine {
  requirement: string;
  shape: string;
  count: number;
  fixture: string;
  replay: string[];
}

/** The class table as printed: one entry per class, in order. */
export function classesOf(stdout: string): ClassLine[] {
  const blocks = stdout.split(/^ {2}class \d+ {2}/m).slice(1);
  return blocks.map((block) => {
    const head = /^(\S+) {2}(.+?) {2}count (\d+) /.exec(block)!;
    const fixture = /^ {4}fixture: (.+)$/m.exec(block)![1]!;
    const replay = /^ {4}replay: npx capkit (fuzz .+)$/m.exec(block)![1]!;
    const path = /--path "([^"]+)"/.exec(replay)![1]!;
    const args = replay.replace(/ --path "[^"]+"/, '').split(' ').map((a) => a.replace(/^"|"$/g, ''));
    return { requirement: head[1]!, shape: head[2]!, count: Number(head[3]), fixture, replay: [...args, '--path', path] };
  });
}

export function fixtureOf(file: string) {
  return validateFixtureFile(JSON.parse(readFileSync(file, 'utf8')), file);
}

export async function expectReplayReproduces(c: ClassLine, out: string): Promise<CapkitResult> {
  const again = await runCapkitHere([...c.replay, '--out', out]);
  expect(again.code, again.stdout + again.stderr).toBe(1);
  const replayed = classesOf(again.stdout);
  expect(replayed.map((r) => `${r.requirement} ${r.shape}`)).toContain(`${c.requirement} ${c.shape}`);
  return again;
}

export const tempDir = () => mkdtempSync(join(tmpdir(), 'capkit-fuzz-'));
