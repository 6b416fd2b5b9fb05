// Every command README.md, the docs pages and spec/protocol.md show works as written. Literal command
// lines (code blocks) parse with capkit's own parser and pass its option checks, without running;
// synopses (tables, inline code) name only commands, subcommands, choices and options that exist; the
// cheap ones run for real. The README stays a README: small, for users, no diary.
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { kitRoot } from '../spec/paths.js';
import { buildCli, COMMANDS } from './cli.js';
import { hostSpecFromArgs } from './host-option.js';
import { parseDuration } from './options/duration.js';
import { documentedCommands, shellWords, type DocumentedCommand } from '../selftest/support/documented-commands.js';
import { parseCapkit } from '../selftest/support/parse-capkit.js';
import { runCapkit } from '../selftest/support/run-capkit.js';

const read = (file: string): string => readFileSync(join(kitRoot, file), 'utf8');
const README = read('README.md');
const PROTOCOL = read('spec/protocol.md');
const USAGE = read('docs/usage.md');
const DOCUMENTS = ['README.md', 'docs/usage.md', 'docs/hosts.md', 'spec/protocol.md'];
const documented = DOCUMENTS.flatMap((file) => documentedCommands(read(file), file));
const literal = documented.filter((c) => c.kind === 'literal');
const synopses = documented.filter((c) => c.kind === 'synopsis');

/** `capkit <path…> --help`, as printed. */
async function helpOf(path: readonly string[]): Promise<string> {
  const out: string[] = [];
  const log = vi.spyOn(console, 'log').mockImplementation((...a: unknown[]) => void out.push(a.join(' ')));
  const err = vi.spyOn(console, 'error').mockImplementation((...a: unknown[]) => void out.push(a.join(' ')));
  try {
    await buildCli([...path, '--help']).exitProcess(false).parseAsync();
  } finally {
    log.mockRestore();
    err.mockRestore();
  }
  return out.join('\n');
}

const names = new Set(COMMANDS.map((c) => c.form.split(' ')[0]!));
const word = (w: string): string => w.replace(/^\[|\]$/g, '');
const mentions = (help: string, token: string): boolean => new RegExp(`(^|[\\s"])${token.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}([\\s",]|$)`, 'm').test(help);

/** What is wrong with a synopsis: an unknown command, subcommand, choice or option. */
async function synopsisProblems(c: DocumentedCommand): Promise<string[]> {
  const [name, ...rest] = c.words.map(word);
  if (!name || !names.has(name)) return [`no command "${name}"`];
  const top = await helpOf([name]);
  let paths: string[][] = [[name]];
  const first = rest[0];
  const problems: string[] = [];
  if (first !== undefined && /^[a-z][\w-]*(\\\|[a-z][\w-]*)*$/.test(first)) {
    const alternatives = first.split('\\|');
    if (/^Commands:/m.test(top)) {
      paths = alternatives.map((a) => [name, a]);
      for (const a of alternatives) if (!top.includes(`capkit ${name} ${a}`)) problems.push(`no subcommand "${name} ${a}"`);
    } else if (/\[choices:/.test(top)) {
      for (const a of alternatives) if (!mentions(top, a)) problems.push(`"${a}" is not a choice of capkit ${name}`);
    }
  }
  // Durations are written one way everywhere: a --time value shown in a synopsis must be one.
  rest.forEach((w, i) => {
    const value = rest[i + 1];
    if (w !== '--time' || value === undefined || /[<…]/.test(value)) return;
    try {
      parseDuration(value, '--time');
    } catch (error) {
      problems.push((error as Error).message);
    }
  });
  const helps = await Promise.all(paths.map(helpOf));
  for (const option of rest.filter((w) => /^--[a-z]/.test(w))) {
    const plain = option.replace(/^--no-/, '--');
    if (!helps.some((h) => mentions(h, plain))) problems.push(`capkit ${paths.map((p) => p.join(' ')).join('|')} has no option ${option}`);
  }
  return problems;
}

describe('the commands the README and the protocol show', () => {
  test('are found (the extraction itself works)', () => {
    expect(literal.length).toBeGreaterThan(8);
    expect(synopses.length).toBeGreaterThan(20);
    expect(shellWords(`run --host-cmd "python3 h.py" --grep 'a b'`)).toEqual(['run', '--host-cmd', 'python3 h.py', '--grep', 'a b']);
    expect(literal.some((c) => c.env.CAPKIT_HOST !== undefined)).toBe(true);
  });

  test.each(literal.map((c) => [`${c.where}: capkit ${c.words.join(' ')}`, c] as const))('literal %s parses and passes the option checks', async (_, c) => {
    const { command, argv } = await parseCapkit(c.words.map(word));
    expect(names.has(command.split(' ')[0]!)).toBe(true);
    if (c.env.CAPKIT_HOST !== undefined) {
      // The environment names the host when no option does (spec/protocol.md §8).
      const spec = hostSpecFromArgs({ ...(argv as object), quiet: true }, kitRoot, { CAPKIT_HOST: c.env.CAPKIT_HOST });
      expect(spec).toEqual({ ...(JSON.parse(c.env.CAPKIT_HOST) as object), cwd: kitRoot });
    }
  });

  test('synopses name only commands, choices and options that exist', async () => {
    const problems: string[] = [];
    for (const c of synopses) for (const p of await synopsisProblems(c)) problems.push(`${c.where}: ${p}`);
    expect(problems).toEqual([]);
  });

  test('the README is for users: about 12 KB at most, the set-up commands first, no commit hash, no dated row', () => {
    expect(Buffer.byteLength(README)).toBeLessThanOrEqual(12 * 1024);
    expect(README.split('\n').slice(0, 6).join('\n')).toMatch(/^# capkit\n\n```sh\nnpm ci && npx capkit run +#[^\n]*\nnpm ci && npm test +#[^\n]*\n```$/);
    expect(README.match(/\b(?=[0-9a-f]*[a-f])(?=[0-9a-f]*\d)[0-9a-f]{7,40}\b/g) ?? []).toEqual([]);
    expect(README.match(/\b20\d\d-\d\d-\d\d\b/g) ?? []).toEqual([]);
  });

  test('the scripts and files the README runs exist', () => {
    const scripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts;
    // `npm test` and `npm run <script>` run the project's scripts (npm ci, i, pack are npm's own).
    for (const m of README.matchAll(/npm (?:run ([a-z:-]+)|(test))\b/g)) expect(scripts, m[0]).toHaveProperty(m[1] ?? m[2]!);
    for (const m of README.matchAll(/(?:node|stryker run) ((?:scripts|bin)\/[\w.-]+|stryker\.config\.mjs)/g)) expect(existsSync(join(kitRoot, m[1]!)), m[1]).toBe(true);
  });
});

describe('the cheap ones, run for real', () => {
  test('capkit --help lists every command the documents show', async () => {
    const r = await runCapkit(['--help']);
    expect(r.code).toBe(0);
    for (const c of documented) expect(r.stdout, c.where).toContain(`capkit ${c.words[0]}`);
  });
  test('capkit run --help, where spec/protocol.md §8 sends host authors, names CAPKIT_HOST', async () => {
    const r = await runCapkit(['run', '--help']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('CAPKIT_HOST');
  });
  test('capkit lint, spec and inspect', async () => {
    const lint = await runCapkit(['lint', 'group(1,2)']);
    expect([lint.code, lint.stdout]).toEqual([0, '✔ valid  group(1,2)\n']);
    const stdin = await runCapkit(['lint', '-'], { input: 'group(1,2)\n' });
    expect(stdin.stdout).toBe('✔ valid  group(1,2)\n');
    const spec = await runCapkit(['spec']);
    expect(spec.code).toBe(0);
    expect(spec.stdout).toMatch(/^PERMIT-001 MUST /m);
    const inspect = await runCapkit(['inspect', 'fixtures/plugins/example-plugin']);
    expect(inspect.code, inspect.stderr).toBe(0);
    expect(inspect.stdout).toContain('✔ no errors');
  });
  test('the protocol exchange docs/usage.md shows, against capkit host', async () => {
    const block = /```\n(→ \{"cmd":"hello"[\s\S]*?)```/.exec(USAGE)![1]!;
    const sent = block.split('\n').filter((l) => l.startsWith('→ ')).map((l) => l.slice(2));
    const shown = block.split('\n').filter((l) => l.startsWith('← ')).map((l) => JSON.parse(l.slice(2)) as Record<string, unknown>);
    // The README's host serves permits and access, so it declares no optional forms (no `features`).
    const r = await runCapkit(['host', '--areas', 'permits,access'], { input: `${sent.join('\n')}\n` });
    expect(r.code).toBe(0);
    const answered = r.stdout.trim().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(answered).toHaveLength(shown.length);
    expect(Object.keys(answered[0]!).sort()).toEqual(Object.keys(shown[0]!).sort()); // hello: its shape (the example host has its own name)
    expect(answered[0]!.protocol).toBe(shown[0]!.protocol);
    expect(answered.slice(1)).toEqual(shown.slice(1)); // the run answer, exactly
  });
  test('the simulated turn docs/usage.md shows is the transcript capkit simulate prints', async () => {
    const r = await runCapkit(['simulate', 'fixtures/scenarios/ask-user-stranger.json']);
    expect(r.code).toBe(0);
    const block = /```\n(scenario ask-user-stranger[\s\S]*?)```/.exec(USAGE)![1]!;
    for (const line of block.trim().split('\n')) expect(r.stdout.split('\n'), line).toContain(line);
  });
});

// Parsing leaves no probe files behind in the kit (the output checks create and remove one).
const kitFiles = (): string[] => readdirSync(kitRoot).sort();
let before: string[] = [];
beforeAll(() => {
  before = kitFiles();
});
afterAll(() => {
  expect(kitFiles()).toEqual(before);
});
