import { fillPath } from '@erep/shared/guards';
import type { SessionState } from '@erep/shared/session';
import type { LanguageCode, RemoteManifest, RemoteName } from '@erep/shared/schemas';

export interface NavItem {
  id: string;
  label: string;
  to: string;
  remote: RemoteName;
}

/**
 * The navbar as the enabled remotes declare it (their contracts in the manifest): in their order,
 * for the roles they ask, `:tag` filled from the session; an item this session cannot fill is hidden.
 * A remote whose entry carries no contract offers no item.
 */
export function navItems(session: Pick<SessionState, 'user'>, manifest: RemoteManifest | null, language: LanguageCode): NavItem[] {
  const roles = session.user?.roles ?? [];
  const ranked: { item: NavItem; order: number; index: number }[] = [];
  for (const entry of manifest?.remotes ?? []) {
    for (const declared of entry.contract?.nav ?? []) {
      if (!(declared.roles ?? []).every((role) => roles.includes(role))) continue;
      const to = fillPath(declared.path, session);
      if (!to) continue;
      ranked.push({
        item: { id: declared.id, label: declared.label[language], to, remote: entry.name },
        order: declared.order ?? Number.POSITIVE_INFINITY,
        index: ranked.length,
      });
    }
  }
  ranked.sort((a, b) => a.order - b.order || a.index - b.index);
  return ranked.map((r) => r.item);
}
