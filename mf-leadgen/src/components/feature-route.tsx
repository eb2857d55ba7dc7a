import type { ComponentType } from 'react';
import { useParams } from 'react-router-dom';
import type { FeatureProps } from '@erep/shared/federation';

/** Renders a feature page in mf-leadgen's own area, with the customer tag of the route. */
export function FeatureRoute({ page: FeaturePage }: { page: ComponentType<FeatureProps> }) {
  const { tag = '' } = useParams();
  return <FeaturePage tag={tag} area="leadgen" />;
}
