import type { RemotePackage } from '@erep/shared/schemas';
import type { FastifyRequest } from 'fastify';
import type { Orm } from '../db/client';
import { remotesFor } from '../modules/plans/service';
import { forbidden } from './errors';

const AREA: Record<RemotePackage, string> = {
  'mf-auth': 'account access',
  'mf-public': 'visitor pages',
  'mf-erep': 'reputation monitoring',
  'mf-leadgen': 'offers program',
  'mf-account': 'account area',
};

/**
 * Refuses what the caller's plan does not include, whatever the client shows: the same rule as the
 * remote manifest. Runs after the session guards, which set `authUser`.
 */
export function requireRemote(orm: Orm, remote: RemotePackage) {
  return async (request: FastifyRequest): Promise<void> => {
    const enabled = await remotesFor(orm, request.authUser);
    if (!enabled.includes(remote)) {
      throw forbidden(`Your plan does not include ${AREA[remote]} (${remote}); upgrade the subscription to use it`);
    }
  };
}
