import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LoginGuard, ProtectedRoute } from '@erep/shared/guards/redirects';
import { Redirect, usePathname } from '@erep/shared/routing';
import { Spinner } from '@erep/shared/ui';
import type { PartnerInfo, RemoteManifest } from '@erep/shared/schemas';
import { preloadRemoteEntry } from '../boot/manifest';
import { AppLayout } from '../layout/app-layout';
import { BareLayout } from '../layout/bare-layout';
import { RenewalPage } from '../pages/renewal';
import { UpgradePage } from '../pages/upgrade';
import { findArea } from './areas';

// The slot brings the federation helpers: pages of the shell itself (404) go without.
const RemoteSlot = lazy(() => import('../remote-slot/remote-slot').then((m) => ({ default: m.RemoteSlot })));

export interface AreaRouterProps {
  partner: PartnerInfo | null;
  manifest: RemoteManifest | null;
  /** False while the manifest of a new session is on its way. */
  manifestCurrent: boolean;
}

/** Finds the remote that owns the path and mounts it behind its guard and chrome. */
export function AreaRouter({ partner, manifest, manifestCurrent }: AreaRouterProps) {
  const pathname = usePathname();
  const { t } = useTranslation('shell');
  const area = findArea(pathname);
  const released = area ? manifest?.remotes.find((r) => r.name === area.remote) : undefined;
  useEffect(() => {
    if (released) preloadRemoteEntry(released);
  }, [released]);
  if (!area) return <Redirect to="/404" />;

  const enabled = released !== undefined;
  // Keyed by remote: moving inside one remote keeps it mounted, moving to another swaps it.
  // A missing area is judged only on the manifest of the current session: an ended subscription
  // offers renewal, a plan without the area offers an upgrade.
  const spinner = <Spinner size="lg" label={t('remote.loading')} />;
  const content = enabled ? (
    <Suspense fallback={spinner}>
      <RemoteSlot key={area.remote} remote={area.remote} />
    </Suspense>
  ) : manifestCurrent ? (
    manifest?.subscription_ended ? <RenewalPage /> : <UpgradePage accountArea={manifest?.remotes.some((r) => r.package === 'mf-account') ?? false} />
  ) : (
    spinner
  );
  const framed =
    area.chrome === 'app' ? (
      <AppLayout partner={partner} manifest={manifest}>
        {content}
      </AppLayout>
    ) : (
      <BareLayout partner={partner} languageSwitch={area.chrome === 'bare'}>
        {content}
      </BareLayout>
    );
  if (area.guard === 'login') return <LoginGuard>{framed}</LoginGuard>;
  if (area.guard === 'protected') return <ProtectedRoute>{framed}</ProtectedRoute>;
  return framed;
}
