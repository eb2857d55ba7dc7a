/**
 * Query keys of the partner's settings. Several features read them and the theme editor changes
 * them, so they live here rather than in one feature. Keys start with this remote's name: the
 * query cache is shared by every remote.
 */
const PARTNER = ['auth', 'partner'] as const;

export const partnerKeys = {
  /** Every partner-info query, whatever the partner code. */
  infoAll: [...PARTNER, 'info'] as const,
  info: (code: string) => [...PARTNER, 'info', code] as const,
  /** Every chat-settings query, whatever the partner code. */
  chatAll: [...PARTNER, 'chat'] as const,
  chat: (code: string) => [...PARTNER, 'chat', code] as const,
  /** The signed-in partner user's own theme. */
  theme: [...PARTNER, 'theme'] as const,
};
