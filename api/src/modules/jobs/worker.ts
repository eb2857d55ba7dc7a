import type { FastifyBaseLogger } from 'fastify';
import { mailResumeLink, PAYMENT_REMINDER } from '../account/resume';
import { claimNext, markDone, markFailed, type ClaimedJob } from './queries';
import { deliverDueWebhooks } from '../webhooks/delivery';
import { trackCompetitorPlaces } from '../integrations/places';
import { publishDueReplies, syncDueLocations } from '../integrations/sync';
import { DAILY_DIGEST, REVIEW_ALERT, scheduleDigests, sendDigest, sendReviewAlert, type JobDeps } from './alerts';
import { yieldToRequests } from '../../lib/yield';

export interface WorkerOptions {
  /** Pause between polls when there is nothing to do. */
  intervalMs?: number;
  /** How long a claimed job stays held by this worker. */
  leaseSeconds?: number;
  maxAttempts?: number;
  /** Digests are scheduled at most this often. */
  digestEveryMs?: number;
}

export interface JobWorker {
  /**
   * Runs every due job now, after any pass under way; resolves with how many ran (tests). With
   * `scheduleDigests`, the pass schedules the digests first, whenever they were last scheduled.
   */
  drain(options?: { scheduleDigests?: boolean }): Promise<number>;
  stop(): Promise<void>;
}

async function run(deps: JobDeps, job: ClaimedJob): Promise<void> {
  const payload = (job.payload ?? {}) as Record<string, unknown>;
  if (job.kind === REVIEW_ALERT) await sendReviewAlert(deps, Number(payload.reviewId));
  else if (job.kind === DAILY_DIGEST) await sendDigest(deps, Number(payload.userId), String(payload.day));
  // Nothing is sent when the account was paid (or removed) meanwhile.
  else if (job.kind === PAYMENT_REMINDER) await mailResumeLink(deps, Number(payload.userId), deps.publicUrl);
  else throw new Error(`Unknown job kind ${job.kind}`);
}

/** Polls the jobs table; several workers (instances) share it safely. Alerts go out within seconds. */
export function startJobWorker(deps: JobDeps, log: Pick<FastifyBaseLogger, 'error'>, options: WorkerOptions = {}): JobWorker {
  const intervalMs = options.intervalMs ?? 2000;
  const leaseSeconds = options.leaseSeconds ?? 120;
  const maxAttempts = options.maxAttempts ?? 5;
  const digestEveryMs = options.digestEveryMs ?? 10 * 60 * 1000;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let lastDigest = 0;
  let running: Promise<number> = Promise.resolve(0);

  async function drainOnce(scheduleDigestsNow: boolean): Promise<number> {
    let ran = 0;
    if (scheduleDigestsNow || Date.now() - lastDigest >= digestEveryMs) {
      lastDigest = Date.now();
      await scheduleDigests(deps.orm, new Date()).catch((error: unknown) => log.error({ err: error }, 'digest scheduling failed'));
    }
    while (!stopped) {
      await yieldToRequests();
      const job = await claimNext(deps.orm, leaseSeconds, maxAttempts);
      if (!job) break;
      try {
        await run(deps, job);
        await markDone(deps.orm, job.id);
      } catch (error) {
        log.error({ err: error, job: job.id }, 'job failed');
        await markFailed(deps.orm, job.id, job.attempts, error instanceof Error ? error.message : String(error));
      }
      ran += 1;
    }
    if (deps.webhooks && !stopped) {
      const webhooks = deps.webhooks;
      ran += await deliverDueWebhooks({ orm: deps.orm, mailer: deps.mailer, publicUrl: deps.publicUrl, ...webhooks }).catch((error: unknown) => {
        log.error({ err: error }, 'webhook delivery failed');
        return 0;
      });
    }
    const integrations = deps.integrations;
    // Without a configured connector nothing can be published or synced: no query for it on each pass.
    if (integrations && Object.keys(integrations.connectors).length > 0 && !stopped) {
      ran += await publishDueReplies(integrations).catch((error: unknown) => {
        log.error({ err: error }, 'reply publishing failed');
        return 0;
      });
      ran += await syncDueLocations(integrations).catch((error: unknown) => {
        log.error({ err: error }, 'platform sync failed');
        return 0;
      });
    }
    if (integrations?.places && !stopped) {
      ran += await trackCompetitorPlaces(integrations.orm, integrations.places).catch((error: unknown) => {
        log.error({ err: error }, 'competitor rating tracking failed');
        return 0;
      });
    }
    return ran;
  }

  const drain = (options: { scheduleDigests?: boolean } = {}) => {
    const pass = () => drainOnce(options.scheduleDigests ?? false);
    running = running.then(pass, pass);
    return running;
  };

  const tick = () => {
    if (stopped) return;
    drain()
      .catch((error: unknown) => log.error({ err: error }, 'job worker failed'))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, intervalMs);
      });
  };
  timer = setTimeout(tick, 0);

  return {
    drain,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running.catch(() => 0);
    },
  };
}
