import { connectedHomeGuard } from '@erep/shared/guards';
import type { SessionState } from '@erep/shared/session';
import { ROLES, type RemoteManifest, type RemoteName } from '@erep/shared/schemas';

export interface NavItem {
  id: string;
  labelKey: string;
  to: string;
  remote: RemoteName;
}

/** Navigation offers only the areas the manifest enabled for this session. */
export function navItems(session: SessionState, manifest: RemoteManifest | null): NavItem[] {
  const enabled = new Set(manifest?.remotes.map((r) => r.name) ?? []);
  const tag = session.user?.customer?.tag;
  const items: NavItem[] = [];
  if (enabled.has('mf_erep')) {
    items.push({ id: 'reputation', labelKey: 'nav.reputation', to: connectedHomeGuard(session), remote: 'mf_erep' });
  }
  if (tag && enabled.has('mf_leadgen')) {
    items.push({ id: 'offers', labelKey: 'nav.offers', to: `/home/leadgen/customer/${tag}/advantage`, remote: 'mf_leadgen' });
  }
  if (tag && enabled.has('mf_account')) {
    items.push({ id: 'account', labelKey: 'nav.account', to: `/customer/${tag}/account/personal_details`, remote: 'mf_account' });
  }
  if (session.user?.roles.includes(ROLES.partner) && enabled.has('mf_auth')) {
    items.push({ id: 'branding', labelKey: 'nav.branding', to: '/partner/theme', remote: 'mf_auth' });
  }
  return items;
}
