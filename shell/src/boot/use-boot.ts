import { useEffect, useState } from 'react';
import { appBus } from '@erep/shared/bus';
import { i18n, resolveUserLanguage, storedLanguage } from '@erep/shared/i18n';
import { sessionKey, setActiveManifest, startSessionCheck, useActiveManifest } from '@erep/shared/guards';
import { getSession, useSession } from '@erep/shared/session';
import { scheduleTheme } from '@erep/shared/theme';
import type { PartnerInfo, RemoteManifest } from '@erep/shared/schemas';
import { usePartnerInfo } from './api/get-partner-info';
import { useRemoteManifest } from './api/get-remote-manifest';

export interface BootState {
  partner: PartnerInfo | null;
  manifest: RemoteManifest | null;
  /** A manifest has been read (routes may render). */
  manifestReady: boolean;
  /** It was read for the current session (a missing area is then really not in the plan). */
  manifestCurrent: boolean;
  manifestFromCache: boolean;
}

function applyBranding(partner: PartnerInfo): void {
  document.title = partner.title || partner.brand;
  if (partner.logo) {
    let icon = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (!icon) {
      icon = document.createElement('link');
      icon.rel = 'icon';
      document.head.appendChild(icon);
    }
    icon.href = partner.logo;
  }
}

/** Spec "Startup": overlay until partner info arrives, branding, theme 500 ms later, then the remote manifest. */
export function useBoot(partnerCode: string): BootState {
  const session = useSession();
  const partnerQuery = usePartnerInfo(partnerCode);
  const partner = partnerQuery.data ?? null;

  useEffect(() => {
    appBus.emit('loading', partnerQuery.isPending);
  }, [partnerQuery.isPending]);

  useEffect(() => {
    if (!partner) return undefined;
    applyBranding(partner);
    return scheduleTheme(partner);
  }, [partner]);

  // The enabled remotes depend on who is signed in: ask again whenever that changes. The manifest
  // goes to the shared store, where guards in every remote's root read the destinations it names.
  const manifestQuery = useRemoteManifest(partnerCode, sessionKey(session));
  const answer = manifestQuery.data;
  useEffect(() => {
    if (answer) setActiveManifest(answer.manifest, answer.requester);
  }, [answer]);
  const manifest = useActiveManifest();

  // A token revoked elsewhere ends this page's session without waiting for one of its requests. The
  // token found in storage at start is confirmed at once; a fresh sign-in's is not. Signing out
  // (no token) stops the check.
  const [storedToken] = useState(() => getSession().token);
  const token = session.token;
  const manifestLoaded = manifest.ready;
  useEffect(() => {
    if (!manifestLoaded || token === null) return undefined;
    return startSessionCheck({ confirmNow: token === storedToken });
  }, [manifestLoaded, token, storedToken]);

  // Back-office users read the product in their own language unless they chose one.
  const user = session.user;
  useEffect(() => {
    if (user && !storedLanguage()) void i18n.changeLanguage(resolveUserLanguage(user));
  }, [user]);

  // Until the manifest answers for the current session, routes wait rather than judge with the old one.
  return {
    partner,
    manifest: manifest.manifest,
    manifestReady: manifest.ready,
    manifestCurrent: manifest.current,
    manifestFromCache: answer?.fromCache ?? false,
  };
}
