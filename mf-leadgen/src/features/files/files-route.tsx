import type { FeatureProps } from '@erep/shared/federation';
import { FilesPage } from './components/files-page';

/** `customer/:tag/files`: the customer's published files (leadgen area only). */
export function FilesRoute({ tag }: FeatureProps) {
  return <FilesPage tag={tag} />;
}
