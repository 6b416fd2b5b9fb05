// The kit's tests write their temporary folders (reports, plugin trees, fake hosts' markers) under one
// folder of this test run, removed when the run ends: a run leaves nothing behind in the system's /tmp.
// Every project of the run shares the first project's folder.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';

const PREFIX = 'capkit-kit-tests-';

export default function setup(): () => void {
  if (basename(tmpdir()).startsWith(PREFIX)) return () => {};
  const saved = process.env.TMPDIR;
  const root = mkdtempSync(join(tmpdir(), PREFIX));
  // Workers and the programs the tests start inherit it: os.tmpdir(), mktemp and Python's tempfile read TMPDIR.
  process.env.TMPDIR = root;
  return () => {
    rmSync(root, { recursive: true, force: true });
    if (saved === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = saved;
  };
}
