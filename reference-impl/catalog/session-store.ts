// Where sessions persist (the seed's DeferredToolSessionSnapshot): the interface lives with the shared
// shapes in types.ts; the reference ships memory-store.ts and file-store.ts.
export type { SessionSnapshot, SessionStore } from './types.js';

/** A store that cannot read what it holds (e.g. a corrupt file); the message names what and where. */
export class SessionStoreError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SessionStoreError';
  }
}
