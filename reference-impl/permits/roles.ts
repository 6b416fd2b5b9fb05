// Sender roles and their ranking (spec/permits.md PERMIT-012, PERMIT-026, and the rank PERMIT-027 recommends): master > trusted > user.

export const ROLES = ['master', 'trusted', 'user'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_RANK: Readonly<Record<Role, number>> = { master: 3, trusted: 2, user: 1 };

export function isRole(value: unknown): value is Role {
  return value === 'master' || value === 'trusted' || value === 'user';
}
