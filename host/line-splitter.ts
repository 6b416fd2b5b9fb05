// Splits a byte stream into newline-delimited lines without ever holding more than `maxLineBytes`
// of an unfinished line: a host that writes forever without a newline is detected, not buffered.

export type SplitEvent = { kind: 'line'; line: string } | { kind: 'overflow'; bytes: number };

export class LineSplitter {
  private pending: Buffer[] = [];
  private pendingBytes = 0;
  private overflowed = false;
  constructor(readonly maxLineBytes: number) {}

  /** Feeds a chunk; returns the complete lines in it (CR before LF dropped), then an overflow if any. */
  push(chunk: Buffer): SplitEvent[] {
    if (this.overflowed) return [];
    const events: SplitEvent[] = [];
    let start = 0;
    for (;;) {
      const nl = chunk.indexOf(10, start);
      if (nl === -1) break;
      const bytes = this.pendingBytes + (nl - start);
      if (bytes > this.maxLineBytes) return this.overflow(events, bytes);
      const line = Buffer.concat([...this.pending, chunk.subarray(start, nl)]).toString('utf8');
      this.pending = [];
      this.pendingBytes = 0;
      events.push({ kind: 'line', line: line.endsWith('\r') ? line.slice(0, -1) : line });
      start = nl + 1;
    }
    if (start < chunk.length) {
      this.pending.push(chunk.subarray(start));
      this.pendingBytes += chunk.length - start;
      if (this.pendingBytes > this.maxLineBytes) return this.overflow(events, this.pendingBytes);
    }
    return events;
  }

  private overflow(events: SplitEvent[], bytes: number): SplitEvent[] {
    this.overflowed = true;
    this.pending = [];
    this.pendingBytes = 0;
    events.push({ kind: 'overflow', bytes });
    return events;
  }
}
