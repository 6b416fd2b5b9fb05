// The kit's tests start python3 often (the Python example host, a command host of matrix and config runs).
// Where python3 is a version manager's shim (pyenv's is a shell script that runs pyenv to find the
// interpreter), each start costs several times the interpreter's own. The test run puts the folder of
// the interpreter that shim resolves to first on PATH: the same python3, found directly.
import { spawnSync } from 'node:child_process';
import { delimiter, dirname, isAbsolute } from 'node:path';

/** PATH with the resolved python3's folder in front; PATH as it is when there is no python3. */
export function pathWithPythonFirst(path: string = process.env.PATH ?? ''): string {
  const found = spawnSync('python3', ['-c', 'import sys; print(sys.executable)'], { encoding: 'utf8', timeout: 30_000 });
  const executable = found.status === 0 ? found.stdout.trim() : '';
  if (!isAbsolute(executable)) return path;
  return [dirname(executable), path].join(delimiter);
}
