// A mistake in how capkit was called: printed as one clear line, exit code 2, never a stack trace.
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}
