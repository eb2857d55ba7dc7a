import type { Analysis } from './analyser/types';

/** What the external review-analysis service receives for each analysed review. */
export interface ExternalAnalysisPayload {
  review_id: number;
  comment: string;
  analysis: Analysis & { analyser_version: number };
}

export interface AnalysisSink {
  /** Fire and forget: never throws, never delays the caller. */
  send(payload: ExternalAnalysisPayload): void;
  /** Resolves when every call in flight has ended (tests, shutdown). */
  idle(): Promise<void>;
}

/**
 * The spec's external review-analysis call (POST to a configured URL, errors only logged): each
 * call has a timeout, and a failure is logged, never shown to anyone.
 */
export function createAnalysisSink(url: string, log: { warn(details: Record<string, unknown>, message: string): void }, timeoutMs = 5000): AnalysisSink {
  new URL(url); // a malformed ANALYSIS_URL fails at start
  const inFlight = new Set<Promise<void>>();
  return {
    send(payload) {
      const call = fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(payload),
        signal: AbortSignal.timeout(timeoutMs),
      })
        .then(async (response) => {
          await response.body?.cancel();
          if (!response.ok) log.warn({ status: response.status, reviewId: payload.review_id }, 'external review analysis refused the review');
        })
        .catch((error: unknown) => log.warn({ err: error, reviewId: payload.review_id }, 'external review analysis call failed'))
        .finally(() => inFlight.delete(call));
      inFlight.add(call);
    },
    async idle() {
      await Promise.all([...inFlight]);
    },
  };
}
