// A one-line progress display on stderr; silent when stderr is not a terminal (CI logs stay clean).
import pc from 'picocolors';
import { terminalSafe } from './terminal-text.js';

export interface Progress {
  /** Declares how many units of work there are, if known. */
  total(n: number): void;
  tick(ok: boolean, label?: string): void;
  done(): void;
}

export function createProgress(title: string, stream: NodeJS.WriteStream = process.stderr): Progress {
  const tty = Boolean(stream.isTTY) && !process.env.CI;
  let total = 0;
  let done = 0;
  let failed = 0;
  let lastDraw = 0;
  let label = '';
  const draw = (force = false): void => {
    if (!tty) return;
    const now = Date.now();
    if (!force && now - lastDraw < 50) return;
    lastDraw = now;
    const width = 24;
    const filled = total > 0 ? Math.min(width, Math.round((done / total) * width)) : 0;
    const bar = total > 0 ? `${pc.green('█'.repeat(filled))}${pc.dim('░'.repeat(width - filled))} ` : '';
    const count = total > 0 ? `${done}/${total}` : `${done}`;
    const bad = failed > 0 ? pc.red(` ${failed} failing`) : '';
    stream.write(`\r\x1b[2K${pc.bold(title)} ${bar}${count}${bad}${label ? pc.dim(` ${label}`) : ''}`);
  };
  return {
    total(n) {
      total = n;
      draw(true);
    },
    tick(ok, l) {
      done += 1;
      if (!ok) failed += 1;
      if (l !== undefined) label = terminalSafe(l); // a label may name outside things (a case, a host)
      draw();
    },
    done() {
      if (tty) stream.write('\r\x1b[2K');
    },
  };
}
