// Whether a process runs, asked of the system. A process that died a moment ago is a zombie until its
// parent reaps it; a zombie runs nothing, so it counts as gone.
import { readFileSync } from 'node:fs';

export function processRuns(pid: number | undefined): boolean {
  if (pid === undefined || !Number.isInteger(pid)) return false;
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return true; // no /proc: kill(0) is all there is
  }
}
