// The skeletons `capkit init` writes, started for real and driven over stdio by the kit's own client:
// they answer hello with no area, every unknown op with unknown-op, every malformed step with bad-step,
// one result per step, and exit 0 at bye. Go and Rust are built first where their toolchain exists.
import { afterAll, describe, expect, test } from 'vitest';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connectCommand, type StdioHostConnection } from '../../host/stdio-client.js';
import type { Case } from '../../host/protocol.js';
import { schemaRegistry } from '../../host/schema-registry.js';
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

const SKELETONS: { language: InitLanguage; toolchain?: string }[] = [
  { language: 'python', toolchain: 'python3' },
  { language: 'typescript' },
  { language: 'go', toolchain: 'go' },
  { language: 'rust', toolchain: 'cargo' },
];

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

describe.each(SKELETONS)('the $language skeleton', ({ language, toolchain }) => {
  const available = toolchain === undefined || has(toolchain);
  test.skipIf(!available)(
    `answers hello with no area, unknown-op and bad-step per step, and exits 0 at bye${available ? '' : ` (skipped: no ${toolchain} here)`}`,
    async () => {
      const dir = mkdtempSync(join(tmpdir(), `capkit-skeleton-${language}-`));
      writeSkeleton({ language, dir, force: false });
      const start = skeletonStart(language);
      if (start.build) execFileSync('/bin/sh', ['-c', start.build], { cwd: dir, env: { ...BUILD_ENV, CARGO_TARGET_DIR: join(dir, 'target') }, stdio: 'pipe' });
      // The shell records the host's own exit status once capkit has said bye.
      const host = await connectCommand(`${start.command}; echo $? > exit-status`, { cwd: dir, validateProtocol: true, timeoutMultiplier: 4 });
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
});
