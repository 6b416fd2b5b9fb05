// The deliberately plain baseline: what a host writes first. Every check re-normalises the message and
// re-parses every permit string with a regex and split(); nothing is cached. Kept only to compare against.
type Json = Record<string, unknown> | null;

const FORM = /^(adapter|group|private|channel|user|role|platform)\(([^()]*)\)$/;
const RANK: Record<string, number> = { master: 3, trusted: 2, user: 1 };

export function plainAllows(permits: string[], message: Json, grants: Record<string, Record<string, string[]>>): boolean {
  for (const permit of permits) if (!plainPermit(permit, message, grants)) return false;
  return true;
}

function plainPermit(permit: string, message: Json, grants: Record<string, Record<string, string[]>>): boolean {
  const m = FORM.exec(permit);
  if (!m || message === null) return false;
  const kind = m[1]!;
  const raw = m[2]!.split(',').map((s) => s.replace(/^[ \t\r\n\f\v]+|[ \t\r\n\f\v]+$/g, ''));
  const items = raw.length === 1 && raw[0] === '' ? [] : raw;
  if (items.includes('') || permit.includes('|')) return false;
  const channel = message.$channel as { type?: unknown; id?: unknown } | undefined;
  const sender = message.$sender as { id?: unknown; role?: unknown } | undefined;
  const adapter = String(message.$adapter);
  const type = channel && channel.type ? String(channel.type) : 'private';
  const id = channel && channel.id !== undefined ? String(channel.id) : undefined;
  const senderId = sender ? String(sender.id) : undefined;
  const role = sender ? (typeof sender.role === 'string' && sender.role in RANK ? sender.role : 'user') : undefined;
  switch (kind) {
    case 'adapter':
      return items.length > 0 && items.includes(adapter);
    case 'group':
    case 'private':
    case 'channel':
      return type === kind && (items.length === 0 || items.includes('*') || (id !== undefined && items.includes(id)));
    case 'user':
      return items.length > 0 && senderId !== undefined && items.includes(senderId);
    case 'role':
      if (items.length === 0 || items.some((r) => !(r in RANK))) return false;
      return role !== undefined && items.some((r) => RANK[role]! >= RANK[r]!);
    case 'platform':
      return items.length === 2 && adapter === items[0] && senderId !== undefined && (grants[adapter]?.[senderId] ?? []).includes(items[1]!);
    default:
      return false;
  }
}
