// A host that could not be started at all: the run cannot begin, so this is thrown, not an outcome.

/**
 * The exit code of a command that stops because its host did not start. The same value as
 * EXIT.hostDidNotStart in cli/exit-codes.ts (host/ does not depend on cli/; a cli test checks they agree).
 */
export const HOST_DID_NOT_START_EXIT = 4;

export class HostStartError extends Error {
  /** What the command exits with when nothing catches this error first. */
  readonly exitCode = HOST_DID_NOT_START_EXIT;
  constructor(message: string) {
    super(message);
    this.name = 'HostStartError';
  }
}
