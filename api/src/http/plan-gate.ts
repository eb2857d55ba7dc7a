import type { RemotePackage } from '@erep/shared/schemas';
import type { FastifyRequest } from 'fastify';
import type { Orm } from '../db/client';
import { standingOf } from '../modules/plans/service';
import { forbidden, HttpError } from './errors';
import { refuses } from './openapi-schemas';

const AREA: Record<RemotePackage, string> = {
  'mf-auth': 'account access',
  'mf-public': 'visitor pages',
  'mf-erep': 'reputation monitoring',
  'mf-leadgen': 'offers program',
  'mf-account': 'account area',
};

/** Code of the 402 a customer gets once its subscription has ended. */
export const SUBSCRIPTION_ENDED = 'subscription_ended';

/**
 * Refuses what the caller's plan does not include, whatever the client shows: the same rule as the
 * remote manifest, so an expired or cancelled subscription loses its plan's endpoints (402) while
 * a plan without the area answers 403. Runs after the session guards, which set `authUser`.
 */
export function requireRemote(orm: Orm, remote: RemotePackage) {
  const check = async (request: FastifyRequest): Promise<void> => {
    const standing = await standingOf(orm, request.authUser);
    if (!standing.remotes.includes(remote)) {
      if (standing.subscriptionEnded) {
        throw new HttpError(
          402,
          `Your subscription has ended: renew it in your account (subscriptions) to use ${AREA[remote]} again`,
          { subscription: [SUBSCRIPTION_ENDED] },
          SUBSCRIPTION_ENDED,
        );
      }
      throw forbidden(`Your plan does not include ${AREA[remote]} (${remote}); upgrade the subscription to use it`);
    }
  };
  return refuses(check, { 402: [SUBSCRIPTION_ENDED], 403: ['forbidden'] });
}
