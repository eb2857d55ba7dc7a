import { loginSchema, type LoginResponse, type SessionUser } from '@erep/shared/schemas';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import * as v from 'valibot';
import { createLoginThrottle, DEFAULT_LOGIN_FAILURE_LIMITS, TooManyFailures, type LoginFailureLimits } from '../auth/brute-force';
import type { Guards } from '../auth/guards';
import { loadUserByEmail, toSessionUser } from '../auth/users';
import type { AppContext } from '../context';
import { unauthorized } from '../lib/errors';
import { dummyPasswordHash, verifyPassword } from '../lib/password';
import { parseRequest } from '../lib/validation';
import { loginResponseDoc, routeSchema, sessionUserDoc } from '../http/openapi-schemas';

export const BAD_CREDENTIALS = 'Invalid email or password';

/** Rate-limit key: the client address plus the email tried, so one visitor cannot lock out everyone. */
export function loginRateKey(request: FastifyRequest): string {
  const body: unknown = request.body;
  const email =
    typeof body === 'object' && body !== null && 'email' in body && typeof body.email === 'string'
      ? body.email.trim().toLowerCase().slice(0, 254)
      : '';
  return `${request.ip}|${email}`;
}

export function registerAuthRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  guards: Guards,
  loginLimiter: preHandlerAsyncHookHandler,
  failureLimits: LoginFailureLimits = DEFAULT_LOGIN_FAILURE_LIMITS,
): void {
  const throttle = createLoginThrottle(ctx.orm, failureLimits);

  // Computed now so the first unknown-email login is not measurably slower than the others.
  void dummyPasswordHash();

  const login = async (request: FastifyRequest, reply: FastifyReply): Promise<LoginResponse> => {
    const { email, password } = parseRequest(loginSchema, request.body, 'body');
    const account = email.trim().toLowerCase();
    try {
      await throttle.check(account, request.ip);
    } catch (error) {
      if (error instanceof TooManyFailures) {
        reply.header('retry-after', String(error.retryAfterSeconds));
        request.log.warn({ event: 'login_locked' }, 'login locked');
      }
      throw error;
    }
    const user = await loadUserByEmail(ctx.orm, email);
    // Verify against a throwaway hash for unknown emails so timing does not reveal accounts.
    const ok = await verifyPassword(password, user?.passwordHash ?? (await dummyPasswordHash()));
    if (!user || !ok) {
      await throttle.recordFailure(account, request.ip);
      request.log.info({ event: 'login_failed' }, 'login failed');
      throw unauthorized(BAD_CREDENTIALS);
    }
    // Inactive users and users without ROLE_EREP still get their user: the client shows the reason.
    return { token: await ctx.tokens.sign(user.id, user.tokenVersion), user: toSessionUser(user) };
  };

  for (const url of ['/api/login', '/erep/login']) {
    app.post(
      url,
      {
        preHandler: [loginLimiter],
        schema: routeSchema({
          summary: url === '/api/login' ? 'Sign in' : 'Sign in (root base, back office)',
          tags: ['auth'],
          body: loginSchema,
          response: { 200: loginResponseDoc, 429: v.object({ status: v.number(), message: v.string() }) },
        }),
      },
      login,
    );
  }

  app.get(
    '/api/me',
    { preHandler: [guards.requireUser], schema: routeSchema({ summary: 'The signed-in user', tags: ['auth'], security: true, response: { 200: v.object({ data: sessionUserDoc }) } }) },
    async (request): Promise<{ data: SessionUser }> => {
      const user = request.authUser;
      if (!user) throw unauthorized();
      return { data: toSessionUser(user) };
    },
  );
}
