import { Suspense, type ComponentType } from 'react';
import { useParams } from 'react-router-dom';
import type { FeatureProps } from '@erep/shared/federation';
import { Spinner } from '@erep/shared/ui';
import { LeadgenNav } from './leadgen-nav';

/** Renders a feature page in mf-leadgen's own area, with the customer tag of the route and the area's sections. */
export function FeatureRoute({ page: FeaturePage }: { page: ComponentType<FeatureProps> }) {
  const { tag = '' } = useParams();
  return (
    <>
      <LeadgenNav tag={tag} />
      <Suspense fallback={<Spinner size="lg" />}>
        <FeaturePage tag={tag} area="leadgen" />
      </Suspense>
    </>
  );
}
