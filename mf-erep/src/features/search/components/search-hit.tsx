import type { SearchHit } from '@erep/shared/schemas';
import { ReviewCard } from '../../../components/review-card';

export function SearchHitItem({ hit, tag }: { hit: SearchHit; tag: string }) {
  return <ReviewCard review={hit} highlighted={hit.highlighted} sentiment={hit.sentiment} starsDisagree={hit.stars_disagree} answerFor={tag} testId="search-hit" />;
}
