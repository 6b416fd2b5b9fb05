// An in-process host runs inside the kit's own process, where process.exit() would end the kit with
// whatever code the host chose (exit 0 and no output: a false green). While an in-process connection is
// open, process.exit() throws instead, and the attempt is remembered so the connection can report it.
// A process that ends anyway while a guard is held (a host that found another way out) says so on
// stderr and never exits 0.

/** The exit code when the process ends while a host held it (EXIT.noVerdict in cli/exit-codes.ts). */
const ENDED_BY_HOST_EXIT = 5;

export class HostExitAttempt extends Error {
  constructor(readonly code: unknown) {
    super(`called process.exit(${code === undefined ? '' : String(code)})`);
    this.name = 'HostExitAttempt';
  }
}

export interface ExitGuard {
  /** The first process.exit() the host attempted since the last call, if any (and forgets it). */
  takeAttempt(): HostExitAttempt | undefined;
  /** Gives process.exit back once no guard is held. Idempotent. */
  release(): void;
}

interface Holder {
  label: string;
  attempt: HostExitAttempt | undefined;
}

const holders = new Set<Holder>();
let original: typeof process.exit | undefined;

function onExit(): void {
  if (holders.size === 0) return;
  const names = [...holders].map((h) => h.label).join(', ');
  process.stderr.write(`capkit: the process ended while the in-process host ${names} was running: no verdict (run it in a child process, without --no-isolate)\n`);
  if (!process.exitCode) process.exitCode = ENDED_BY_HOST_EXIT;
}

/** Holds the guard for one in-process host, named `label` in messages. */
export function holdExitGuard(label: string): ExitGuard {
  const holder: Holder = { label, attempt: undefined };
  if (holders.size === 0) {
    original = process.exit;
    process.exit = ((code?: number | string | null) => {
      const attempt = new HostExitAttempt(code ?? undefined);
      for (const h of holders) h.attempt ??= attempt;
      throw attempt;
    }) as typeof process.exit;
    process.on('exit', onExit);
  }
  holders.add(holder);
  return {
    takeAttempt() {
      const attempt = holder.attempt;
      holder.attempt = undefined;
      return attempt;
    },
    release() {
      if (!holders.delete(holder) || holders.size > 0) return;
      if (original) process.exit = original;
      original = undefined;
      process.off('exit', onExit);
    },
  };
}
