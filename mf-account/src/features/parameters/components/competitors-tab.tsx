import { FederatedFeature, useRemoteEnabled } from '@erep/shared/federation';
import { UpgradeNotice } from '../../../components/upgrade-notice';

/** mf-erep's platform links and competitors, loaded through the federation runtime; an upgrade notice without it. */
export function CompetitorsTab({ tag, title }: { tag: string; title: string }) {
  const enabled = useRemoteEnabled('mf_erep');
  if (enabled === false) return <UpgradeNotice title={title} />;
  return <FederatedFeature id="mf_erep/competitors" tag={tag} area="account" />;
}
