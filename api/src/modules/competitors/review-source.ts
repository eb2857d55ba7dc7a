import type { ReviewImportLineError } from '@erep/shared/schemas';

// Types only: file imports and platform connectors both speak them, without importing each other.

/** Where imported reviews go: an establishment itself, or one of its competitors. */
export interface ImportTarget {
  establishmentId: number;
  competitorId: number | null;
}

/** One review as a platform's export gives it. */
export interface PlatformReview {
  externalId: string;
  platform: string;
  rating: number;
  text: string | null;
  author: string | null;
  date: string;
  /** Platforms that let reviews be edited give their last update (connectors sync by it). */
  updatedAt?: string;
  /** The establishment's reply already on the platform. */
  reply?: { text: string; updatedAt: string } | null;
}

/**
 * A platform's way of giving its new reviews: an export file, or a platform API client (see
 * integrations/connector.ts) giving those updated since the last sync.
 */
export interface ReviewSourceAdapter {
  fetchNewReviews(target: ImportTarget): Promise<{ reviews: PlatformReview[]; errors: ReviewImportLineError[] }>;
}
