/** Query keys of this remote: they start with its name, so nothing collides with another remote's. */
export const accountKeys = {
  all: ['mf-account'] as const,
  profile: (tag: string) => ['mf-account', tag, 'profile'] as const,
  settings: (tag: string) => ['mf-account', tag, 'settings'] as const,
  contact: (tag: string) => ['mf-account', tag, 'contact'] as const,
  subscriptions: (tag: string) => ['mf-account', tag, 'subscriptions'] as const,
  paymentConfig: ['mf-account', 'payment-config'] as const,
  plans: ['mf-account', 'plans'] as const,
  onboarding: (tag: string) => ['mf-account', tag, 'onboarding'] as const,
  chat: (code: string) => ['mf-account', 'chat', code] as const,
  establishments: (tag: string) => ['mf-account', tag, 'establishments'] as const,
  staff: (tag: string, id: number) => ['mf-account', tag, 'staff', id] as const,
  units: (tag: string, id: number) => ['mf-account', tag, 'units', id] as const,
  users: (tag: string) => ['mf-account', tag, 'users'] as const,
  theme: (tag: string) => ['mf-account', tag, 'theme'] as const,
  webhooks: (tag: string) => ['mf-account', tag, 'webhooks'] as const,
  apiKeys: (tag: string) => ['mf-account', tag, 'api-keys'] as const,
};
