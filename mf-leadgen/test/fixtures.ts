import type { AdminAdvantage } from '@erep/shared/schemas';

/** An advantage's texts with its English title (the tests read English), other languages as given. */
export const advantageTexts = (title: string, sp = ''): AdminAdvantage['texts'] => ({ fr: { title: '', description: '' }, en: { title, description: '' }, sp: { title: sp, description: '' } });

/** An active, account-wide gift as the advantages list answers it; each test changes what it is about. */
export const testAdvantage = (over: Partial<AdminAdvantage> = {}): AdminAdvantage => ({
  id: 1,
  tag: 'adv',
  texts: advantageTexts('Free coffee'),
  title: 'Free coffee',
  kind: 'gift',
  value: null,
  establishments: [],
  validity_days: 30,
  ends_on: '',
  quantity_limit: null,
  quantity_used: 0,
  remaining: null,
  active: true,
  state: 'active',
  issued: 12,
  validated: 5,
  created_at: '2026-01-01T00:00:00.000Z',
  ...over,
});
