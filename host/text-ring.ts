// A bounded text log: keeps the most recent `maxChars` characters, so a chatty host cannot eat memory.

export class TextRing {
  private text = '';
  private dropped = false;
  constructor(readonly maxChars: number) {}

  append(chunk: string): void {
    this.text += chunk;
    // Trim only when twice over the bound: amortised O(1) per appended character.
    if (this.text.length > 2 * this.maxChars) {
      this.text = this.text.slice(-this.maxChars);
      this.dropped = true;
    }
  }

  /** The last `maxChars` characters (or fewer), marked when older text was dropped. */
  toString(): string {
    if (!this.dropped && this.text.length <= this.maxChars) return this.text;
    return `[… earlier output dropped …]\n${this.text.slice(-this.maxChars)}`;
  }

  /** The last `chars` characters, for error messages. */
  tail(chars: number): string {
    return this.text.length <= chars ? this.text : `…${this.text.slice(-chars)}`;
  }
}
