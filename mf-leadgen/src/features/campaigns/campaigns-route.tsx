import type { FeatureProps } from '@erep/shared/federation';
import { CampaignsPage } from './components/campaigns-page';

/** `customer/:tag/campaign`: automated emailing (leadgen area only). */
export function CampaignsRoute({ tag }: FeatureProps) {
  return <CampaignsPage tag={tag} />;
}
