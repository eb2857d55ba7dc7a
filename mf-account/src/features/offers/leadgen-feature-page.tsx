import { useParams } from 'react-router-dom';
import { FederatedFeature, useRemoteEnabled, type LeadgenFeature } from '@erep/shared/federation';
import { useAccountBreadcrumbs } from '../../hooks/use-account-breadcrumbs';
import type { AccountSection } from '../../lib/sections';
import { UpgradeNotice } from '../../components/upgrade-notice';

/**
 * An account page that mf-leadgen owns: its feature module is loaded through the federation
 * runtime, so a release of mf-leadgen changes this page too. Without mf-leadgen in the plan, an
 * upgrade notice instead.
 */
export function LeadgenFeaturePage({ feature, section }: { feature: LeadgenFeature; section: AccountSection }) {
  const { tag = '' } = useParams();
  const title = useAccountBreadcrumbs(section);
  // undefined (no manifest known yet): try, the slot's timeout and retry cover a missing remote.
  const enabled = useRemoteEnabled('mf_leadgen');
  if (enabled === false) return <UpgradeNotice title={title} />;
  return <FederatedFeature key={feature} id={`mf_leadgen/${feature}`} tag={tag} area="account" />;
}
