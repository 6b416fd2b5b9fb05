// A host that could not be started at all: the run cannot begin, so this is thrown, not an outcome.

export class HostStartError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'HostStartError';
  }
}
