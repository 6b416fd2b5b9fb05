// What a command that stopped with an error prints and exits with: one clear message, never a stack
// trace (unless CAPKIT_DEBUG is set), and an exit code that says what kind of stop it was.
import pc from 'picocolors';
import { HostSpecError } from '../host/connect.js';
import { HostStartError } from '../host/host-start-error.js';
import { EXIT, type ExitCode } from './exit-codes.js';
import { ReportWriteError } from './run/report-outputs.js';
import { terminalSafeLines } from './ui/terminal-text.js';
import { UsageError } from './usage-error.js';

export interface Fatal {
  code: ExitCode;
  /** What to print on stderr (already made terminal-safe; ends with a newline). */
  text: string;
}

const line = (label: string, message: string): string => `${pc.red(label)} ${terminalSafeLines(message)}\n`;

export function describeFatal(error: unknown, env: NodeJS.ProcessEnv = process.env): Fatal {
  const message = error instanceof Error ? error.message : String(error);
  if (error instanceof UsageError || error instanceof HostSpecError || (error instanceof Error && error.name === 'YError')) {
    return { code: EXIT.usage, text: line('capkit:', message) };
  }
  if (error instanceof HostStartError) return { code: EXIT.hostDidNotStart, text: line('capkit: the host did not start:', message) };
  if (error instanceof ReportWriteError) return { code: EXIT.usage, text: error.failures.map((f) => line('capkit:', f)).join('') };
  const debug = env.CAPKIT_DEBUG && error instanceof Error ? `${error.stack}\n` : pc.dim('(set CAPKIT_DEBUG=1 for the stack trace)\n');
  return { code: EXIT.internal, text: `${line('capkit: internal error:', message)}${debug}` };
}
