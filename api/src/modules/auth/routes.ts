import { createHash } from 'node:crypto';
import { loginSchema, type LoginResponse, type SessionUser } from '@erep/shared/schemas';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import type { ModuleOptions } from '../../context';
import { ok, type Data } from '../../http/envelope';
import { HttpError, unauthorized } from '../../http/errors';
import { loginResponseDoc, routeSchema, sessionUserDoc } from '../../http/openapi-schemas';
import { parseRequest } from '../../http/validation';
import { deviceId } from '../../lib/ids';
import { dummyPasswordHash } from '../../lib/password';
import { paymentPending, pendingFirstPayment } from '../account/resume';
import { createLoginThrottle, login, logout, toSessionUser, TooManyFailures } from './service';

/** Rate-limit key: the email tried (with the client address), so one visitor cannot lock out everyone. */
function loginRateKey(request: FastifyRequest): string {
  const body: unknown = request.body;
  return typeof body === 'object' && body !== null && 'email' in body && typeof body.email === 'string'
    ? body.email.trim().toLowerCase().slice(0, 254)
    : '';
}

/** Set on a successful sign-in; signed, so it cannot be made up (ASVS 2.2.1 lockout exemption). */
const DEVICE_COOKIE = 'erep_device';
const DEVICE_MAX_AGE_SECONDS = 180 * 24 * 60 * 60;

/** Binds the cookie to one account without writing the address into it. */
const accountTag = (account: string): string => createHash('sha256').update(account).digest('base64url').slice(0, 22);

/** The device id when this browser has signed in to `account` before, else null. */
function trustedDevice(request: FastifyRequest, account: string): string | null {
  const raw = request.cookies[DEVICE_COOKIE];
  if (!raw) return null;
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || !unsigned.value) return null;
  const [tag, device] = unsigned.value.split('.');
  return tag === accountTag(account) && device ? device : null;
}

/** Sign-in on the API and root bases, and the signed-in user (no prefix: `/erep/login` is at the root). */
export async function authModule(app: FastifyInstance, { ctx }: ModuleOptions): Promise<void> {
  const throttle = createLoginThrottle(ctx.orm, ctx.limits.loginLockout);
  const pendingPayment = async (userId: number) => {
    const payment = await pendingFirstPayment(ctx, userId);
    return payment ? paymentPending(payment) : null;
  };
  // Computed now so the first unknown-email login is not measurably slower than the others.
  void dummyPasswordHash();

  const handler = async (request: FastifyRequest, reply: FastifyReply): Promise<LoginResponse> => {
    const { email, password } = parseRequest(loginSchema, request.body, 'body');
    const account = email.trim().toLowerCase();
    const device = trustedDevice(request, account);
    try {
      const answer = await login({ ...ctx, pendingPayment }, throttle, { email, password, ip: request.ip, trustedDevice: device });
      reply.setCookie(DEVICE_COOKIE, `${accountTag(account)}.${device ?? deviceId()}`, {
        signed: true,
        httpOnly: true,
        sameSite: 'strict',
        secure: ctx.production,
        path: '/',
        maxAge: DEVICE_MAX_AGE_SECONDS,
      });
      return answer;
    } catch (error) {
      if (error instanceof TooManyFailures) {
        reply.header('retry-after', String(error.retryAfterSeconds));
        request.log.warn({ event: 'login_locked' }, 'login locked');
      } else if (error instanceof HttpError && error.statusCode === 401) {
        request.log.info({ event: 'login_failed' }, 'login failed');
      }
      throw error;
    }
  };

  for (const url of ['/api/login', '/erep/login']) {
    app.post(
      url,
      {
        preHandler: app.limit('login', loginRateKey),
        schema: routeSchema({
          summary: url === '/api/login' ? 'Sign in' : 'Sign in (root base, back office)',
          description:
            'After a correct password only: 403 `payment_pending` for the owner of an account created and never paid, with `payment` (a token for the payment endpoints only, the pending subscription and its plan) and no session.',
          tags: ['auth'],
          body: loginSchema,
          response: { 200: loginResponseDoc },
          // 429 also from the lockout counted per account and per address, beside the route's limit.
          errors: { 401: ['bad_credentials'], 403: ['payment_pending'], 429: ['rate_limited'] },
        }),
      },
      handler,
    );
  }

  app.post(
    '/api/logout',
    {
      preHandler: ctx.guards.requireUser,
      schema: routeSchema({ tags: ['auth'], summary: 'Sign out: the token (and every earlier one of this user) stops working', security: true, response: { 204: null } }),
    },
    async (request, reply) => {
      const user = request.authUser;
      if (!user) throw unauthorized();
      await logout(ctx.orm, user.id);
      request.log.info({ event: 'logout', user: user.id }, 'signed out');
      return reply.code(204).send();
    },
  );

  app.get(
    '/api/me',
    {
      preHandler: ctx.guards.requireUser,
      schema: routeSchema({ summary: 'The signed-in user', tags: ['auth'], security: true, response: { 200: v.object({ data: sessionUserDoc }) } }),
    },
    async (request): Promise<Data<SessionUser>> => {
      const user = request.authUser;
      if (!user) throw unauthorized();
      return ok(toSessionUser(user));
    },
  );
}
