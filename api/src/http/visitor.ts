import type {} from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { visitorId } from '../lib/ids';

const VISITOR_COOKIE = 'erep_vid';
const VISITOR_ID = /^[A-Za-z0-9_-]{16,64}$/;

/** The first-party visitor id, set when missing so "once a day" holds for visitors without an email. */
export function ensureVisitor(request: FastifyRequest, reply: FastifyReply): string {
  const existing = request.cookies[VISITOR_COOKIE];
  if (existing && VISITOR_ID.test(existing)) return existing;
  const id = visitorId();
  reply.setCookie(VISITOR_COOKIE, id, { path: '/', maxAge: 400 * 24 * 60 * 60, httpOnly: true, sameSite: 'lax' });
  return id;
}
