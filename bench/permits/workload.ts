// A fixed, varied workload for the permit benchmarks: a realistic permit list and a rotation of messages.
export const BENCH_PERMITS = ['adapter(qq,icqq,discord)', 'group(1001,1002,1003,*)', 'role(trusted)'];

export const BENCH_GRANTS = { qq: { u1: ['admin'] } };

export function benchMessages(count: number): Record<string, unknown>[] {
  const adapters = ['qq', 'icqq', 'discord', 'telegram'];
  const types = ['group', 'private', 'channel'];
  const roles = ['master', 'trusted', 'user', undefined];
  const out: Record<string, unknown>[] = [];
  for (let i = 0; i < count; i++) {
    const role = roles[i % roles.length];
    out.push({
      $adapter: adapters[i % adapters.length],
      $channel: { type: types[i % types.length], id: String(1000 + (i % 7)) },
      $sender: role ? { id: `u${i % 5}`, role } : { id: `u${i % 5}` },
    });
  }
  return out;
}
