// The in-memory session store: what a protocol case uses (sessions live as long as the case's host).
import type { SessionSnapshot, SessionStore } from './types.js';

export class MemorySessionStore implements SessionStore {
  private readonly sessions = new Map<string, SessionSnapshot>();
  private clock = 0;

  read(session: string): SessionSnapshot | undefined {
    return this.sessions.get(session);
  }

  write(session: string, snapshot: SessionSnapshot): void {
    this.sessions.set(session, snapshot);
  }

  readClock(): number {
    return this.clock;
  }

  writeClock(value: number): void {
    this.clock = value;
  }
}
