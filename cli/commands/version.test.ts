// Versioning from the command line: what the kit declares, and a host speaking another protocol refused.
import { describe, expect, test } from 'vitest';
import { runCapkit } from '../../selftest/support/run-capkit.js';

describe('versions', () => {
  test('capkit --version names the kit, the contract (2026.11) and the protocol (1)', async () => {
    const r = await runCapkit(['--version']);
    expect(r.code).toBe(0);
    expect(r.stdout.trim()).toMatch(/^\d+\.\d+\.\d+ \(contract 2026\.11, protocol 1\)$/);
  });

  test('a stdio host announcing protocol 2 is refused: both versions named, non-zero exit, no suite run', async () => {
    const r = await runCapkit(['run', '--host-cmd', 'node selftest/fakes/protocol-2.mjs', '--areas', 'permits']);
    expect(r.code).toBe(4); // the host did not start
    expect(r.stderr).toContain('host speaks protocol 2, but this kit speaks protocol 1');
    expect(r.stdout).not.toMatch(/PASS/);
  });
});
