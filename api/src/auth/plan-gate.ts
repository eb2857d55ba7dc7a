import type { RemotePackage } from '@erep/shared/schemas';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { remotesFor } from '../domain/manifest';
import { forbidden } from '../lib/errors';

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
export function requireRemote(ctx: AppContext, remote: RemotePackage) {
  return async (request: FastifyRequest): Promise<void> => {
    const enabled = await remotesFor(ctx.orm, request.authUser);
    if (!enabled.includes(remote)) {
      throw forbidden(`Your plan does not include ${AREA[remote]} (${remote}); upgrade the subscription to use it`);
    }
  };
}
