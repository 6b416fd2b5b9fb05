// The `$sender.role` a wire message carries, as sent (undefined where there is none): for the broken hosts
// and fakes that misread a sender by its role.
export function senderRoleOf(message: unknown): unknown {
  const sender = typeof message === 'object' && message !== null ? (message as { $sender?: unknown }).$sender : undefined;
  return typeof sender === 'object' && sender !== null ? (sender as { role?: unknown }).role : undefined;
}
