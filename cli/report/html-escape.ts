// Text into HTML: every report string (test names, host messages) is untrusted and escaped once, here:
// hidden characters shown by the kit's one neutraliser (cli/ui/visible-text.ts: a bidi control would
// reorder a name, a zero-width one hide a difference), then markup escaped.
import { visible } from '../ui/visible-text.js';

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return visible(text).replace(/[&<>"']/g, (c) => ENTITIES[c]!);
}
