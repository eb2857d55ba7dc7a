import { Navigate, useLocation } from 'react-router-dom';
import { LoginGuard, ProtectedRoute } from '@erep/shared/guards';
import type { PartnerInfo, RemoteManifest } from '@erep/shared/schemas';
import { AppLayout, BareLayout } from '../layout/app-layout';
import { UpgradePage } from '../pages/upgrade';
import { RemoteSlot } from '../remote-slot/remote-slot';
import { findArea } from './areas';

interface Props {
  partner: PartnerInfo | null;
  manifest: RemoteManifest | null;
}

/** Finds the remote that owns the path and mounts it behind its guard and chrome. */
export function AreaRouter({ partner, manifest }: Props) {
  const { pathname } = useLocation();
  const area = findArea(pathname);
  if (!area) return <Navigate to="/404" replace />;

  const enabled = manifest?.remotes.some((r) => r.name === area.remote) ?? false;
  // Keyed by remote: moving inside one remote keeps it mounted, moving to another swaps it.
  const content = enabled ? <RemoteSlot key={area.remote} remote={area.remote} /> : <UpgradePage />;
  const framed =
    area.chrome === 'app' ? (
      <AppLayout partner={partner} manifest={manifest}>
        {content}
      </AppLayout>
    ) : (
      <BareLayout partner={partner}>{content}</BareLayout>
    );
  if (area.guard === 'login') return <LoginGuard>{framed}</LoginGuard>;
  if (area.guard === 'protected') return <ProtectedRoute>{framed}</ProtectedRoute>;
  return framed;
}
