// The kit's tests start python3 often (the Python example host, a command host of matrix and config runs).
// Where python3 is a version manager's shim (pyenv's is a shell script that runs pyenv to find the
// interpreter), each start costs several times the interpreter's own. The test run puts the folder of
// the interpreter that shim resolves to first on PATH: the same python3, found directly.
import { spawnSync } from 'node:child_process';
import { delimiter, dirname, isAbsolute } from 'node:path';

/** The interpreter `python` names on the PATH of `env` (its sys.executable), or undefined when there is none. */
export function pythonExecutable(python = 'python3', env: NodeJS.ProcessEnv = process.env): string | undefined {
  const found = spawnSync(python, ['-c', 'import sys; print(sys.executable)'], { encoding: 'utf8', env, timeout: 30_000 });
  const executable = found.status === 0 ? found.stdout.trim() : '';
  return isAbsolute(executable) ? executable : undefined;
}

/** PATH with the folder of the interpreter `python` resolves to in front; PATH as it is when there is none. */
export function pathWithPythonFirst(path: string = process.env.PATH ?? '', python = 'python3'): string {
  const executable = pythonExecutable(python);
  return executable === undefined ? path : [dirname(executable), path].join(delimiter);
}
