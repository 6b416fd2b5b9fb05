// The skeletons `capkit init` writes, started for real and driven over stdio by the kit's own client:
// they answer hello with no area, every unknown op with unknown-op, every malformed step with bad-step,
// one result per step, and exit 0 at bye; `capkit run` against each ends with no verdict; and each
// holds a case: its example op, once listed, keeps its state in the case object, fresh at each run.
// TypeScript is compiled by the kit's own tsc (as `npx tsc` does in a host project), Go and Rust are
// built where their toolchain exists; a skeleton whose toolchain is missing is skipped, by name.
import { afterAll, describe, expect, test } from 'vitest';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connectCommand, type StdioHostConnection } from '../../host/stdio-client.js';
import type { Case } from '../../host/protocol.js';
import { schemaRegistry } from '../../host/schema-registry.js';
import { kitRoot } from '../../spec/paths.js';
import { runCapkit } from '../../selftest/support/run-capkit.js';
import { skeletonStart, type InitLanguage } from './languages.js';
import { writeSkeleton } from './write-skeleton.js';

function has(tool: string): boolean {
  try {
    execFileSync('/bin/sh', ['-c', `command -v ${tool}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** Builds need no network: the skeletons have no dependencies. */
const BUILD_ENV = { ...process.env, GOPROXY: 'off', GOTOOLCHAIN: 'local', GOFLAGS: '-mod=mod', CARGO_NET_OFFLINE: 'true' };

/** Each skeleton, its toolchain, and the line that lists its areas with the example `pin` op listed instead. */
const SKELETONS: { language: InitLanguage; toolchain?: string; areas: [string, string] }[] = [
  { language: 'python', toolchain: 'python3', areas: ['AREAS: Dict[str, Dict[str, Op]] = {}\n', 'AREAS: Dict[str, Dict[str, Op]] = {"registry": {"pin": op_pin}}\n'] },
  { language: 'typescript', areas: ['const AREAS: Record<string, Record<string, Op>> = {};', "const AREAS: Record<string, Record<string, Op>> = { registry: { pin: opPin } };"] },
  { language: 'go', toolchain: 'go', areas: ['var areas = map[string]map[string]Op{}\n', 'var areas = map[string]map[string]Op{"registry": {"pin": opPin}}\n'] },
  { language: 'rust', toolchain: 'cargo', areas: ["Op)>)> {\n    vec![]\n}", 'Op)>)> {\n    vec![("registry", vec![("pin", op_pin as Op)])]\n}'] },
];

const skipped = SKELETONS.filter((s) => s.toolchain !== undefined && !has(s.toolchain)).map((s) => `${s.language} (no ${s.toolchain} here)`);
if (skipped.length > 0) console.warn(`skeleton-hosts: skipped ${skipped.join(', ')}`);

/** The skeleton written and built in a fresh folder; the command that starts it. */
function built(language: InitLanguage, edit?: [string, string]): { dir: string; command: string } {
  const dir = mkdtempSync(join(tmpdir(), `capkit-skeleton-${language}-`));
  writeSkeleton({ language, dir, force: false });
  if (edit) {
    const file = join(dir, { python: 'host.py', typescript: 'host.ts', go: 'main.go', rust: 'src/main.rs' }[language]);
    const text = readFileSync(file, 'utf8');
    if (!text.includes(edit[0])) throw new Error(`${file} has no line listing its areas: ${JSON.stringify(edit[0])}`);
    writeFileSync(file, text.replace(edit[0], edit[1]));
  }
  const start = skeletonStart(language);
  // A host project has typescript and @types/node installed (the skeleton's README); here, the kit's own.
  if (language === 'typescript') symlinkSync(join(kitRoot, 'node_modules'), join(dir, 'node_modules'), 'dir');
  if (start.build) execFileSync('/bin/sh', ['-c', start.build], { cwd: dir, env: { ...BUILD_ENV, CARGO_TARGET_DIR: join(dir, 'target') }, stdio: 'pipe' });
  return { dir, command: start.command };
}

/** Steps the kit may send in any case: an op no host has, and steps that break every step schema. */
const probe = {
  id: 'permits/skeleton-probe',
  area: 'permits',
  setup: {},
  steps: [
    { op: 'permit', permits: [], message: null },
    { op: 'no-such-op', x: 1 },
    42,
    { permits: [] },
    { op: 7 },
    null,
  ],
} as unknown as Case;

const open: StdioHostConnection[] = [];
afterAll(async () => {
  await Promise.all(open.map((c) => c.close()));
});

describe.each(SKELETONS)('the $language skeleton', ({ language, toolchain, areas }) => {
  const available = toolchain === undefined || has(toolchain);
  const unless = available ? '' : ` (skipped: no ${toolchain} here)`;
  test.skipIf(!available)(
    `answers hello with no area, unknown-op and bad-step per step, and exits 0 at bye${available ? '' : ` (skipped: no ${toolchain} here)`}`,
    async () => {
      const { dir, command } = built(language);
      // The shell records the host's own exit status once capkit has said bye.
      const host = await connectCommand(`${command}; echo $? > exit-status`, { cwd: dir, validateProtocol: true, timeoutMultiplier: 4 });
      open.push(host);
      expect(host.hello.areas).toEqual([]);
      expect(host.hello.implementation.language).toBe(language);

      const outcome = await host.run(probe);
      expect(outcome.kind).toBe('ok');
      const results = outcome.kind === 'ok' ? outcome.results : [];
      const codes = results.map((r) => (r as { error?: { code?: string } }).error?.code);
      expect(codes).toEqual(['unknown-op', 'unknown-op', 'bad-step', 'bad-step', 'bad-step', 'bad-step']);
      const validStepError = schemaRegistry().get('step-error');
      for (const result of results) expect(validStepError(result)).toBe(true);
      expect((results[0] as { error: { message: string } }).error.message).toMatch(/"permit" is not implemented yet/);

      // The case after a bad one is answered as usual (nothing carried over).
      const next = await host.run({ id: 'access/skeleton-probe', area: 'access', setup: {}, steps: [{ op: 'access', tool: {}, message: null }] });
      expect(next).toEqual({ kind: 'ok', results: [{ error: { code: 'unknown-op', message: expect.stringContaining('not implemented yet') } }] });

      await host.close();
      expect(host.log()).not.toContain('did not exit');
      expect(readFileSync(join(dir, 'exit-status'), 'utf8').trim()).toBe('0');
    },
    600_000,
  );

  test.skipIf(!available)(
    `holds a case: the example op, listed, keeps its count in the case object, fresh at each run${unless}`,
    async () => {
      const { dir, command } = built(language, areas);
      const host = await connectCommand(command, { cwd: dir, validateProtocol: true, timeoutMultiplier: 4 });
      open.push(host);
      expect(host.hello.areas).toEqual(['registry']);
      const pins = (id: string, n: number): Case => ({ id, area: 'registry', setup: {}, steps: Array.from({ length: n }, () => ({ op: 'pin' })) }) as Case;
      // Handles are numbered within a case (spec/protocol.md §9): the second case starts again at pin-1.
      expect(await host.run(pins('registry/first', 2))).toEqual({ kind: 'ok', results: [{ pin: 'pin-1', generation: 0 }, { pin: 'pin-2', generation: 0 }] });
      expect(await host.run(pins('registry/second', 1))).toEqual({ kind: 'ok', results: [{ pin: 'pin-1', generation: 0 }] });
      await host.close();
    },
    600_000,
  );

  test.skipIf(!available)(
    `capkit run against it, as written: no verdict (exit 5), it declares no area${unless}`,
    async () => {
      const { dir, command } = built(language);
      // What `capkit init` writes beside the skeleton: a config naming it, its command run in its folder.
      writeFileSync(join(dir, 'capkit.config.json'), `${JSON.stringify({ host: { command } })}\n`);
      const r = await runCapkit(['run', '--config', join(dir, 'capkit.config.json'), '--timeout-multiplier', '4']);
      expect([r.code, r.stdout + r.stderr]).toEqual([5, expect.stringContaining('the host declares no areas in hello')]);
    },
    600_000,
  );
});
