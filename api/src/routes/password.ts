import {
  forgotPasswordSchema,
  RESET_MISMATCH_MESSAGE,
  resetPasswordSchema,
  resetTokenParamSchema,
  type LanguageCode,
} from '@erep/shared/schemas';
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import * as v from 'valibot';
import { loadUserByEmail } from '../auth/users';
import type { AppContext } from '../context';
import { passwordResetTokens, users } from '../db/schema';
import { badRequest, HttpError, notFound, unauthorized } from '../lib/errors';
import { hashPassword } from '../lib/password';
import { parseRequest } from '../lib/validation';
import type { Mailer } from '../mail/index';
import { routeSchema } from '../http/openapi-schemas';
import type { OriginOf } from './auth-flows';

const messageDoc = v.object({ status: v.number(), message: v.string() });

export const RESET_TTL_MS = 60 * 60 * 1000;
export const UNKNOWN_EMAIL = 'No account is registered with this email address.';
export const LINK_EXPIRED = 'This reset link has expired or has already been used.';

export const hashResetToken = (token: string): string => createHash('sha256').update(token).digest('hex');

const MAIL: Record<LanguageCode, { subject: string; body: (link: string) => string }> = {
  fr: {
    subject: 'Réinitialisation de votre mot de passe',
    body: (link) => `Bonjour,\n\nPour choisir un nouveau mot de passe, ouvrez ce lien (valable 1 heure, une seule fois) :\n${link}\n\nSi vous n'avez rien demandé, ignorez ce message.`,
  },
  en: {
    subject: 'Reset your password',
    body: (link) => `Hello,\n\nTo choose a new password, open this link (valid for 1 hour, once):\n${link}\n\nIf you did not ask for this, ignore this message.`,
  },
  sp: {
    subject: 'Restablecer su contraseña',
    body: (link) => `Hola:\n\nPara elegir una nueva contraseña, abra este enlace (válido 1 hora, una sola vez):\n${link}\n\nSi no lo ha solicitado, ignore este mensaje.`,
  },
};

export function registerPasswordRoutes(app: FastifyInstance, ctx: AppContext, mailer: Mailer, limiter: preHandlerAsyncHookHandler, originOf: OriginOf): void {
  app.post(
    '/api/public/password/reset',
    { preHandler: [limiter], schema: routeSchema({ summary: 'Mail a password reset link', tags: ['password'], body: forgotPasswordSchema, response: { 202: messageDoc } }) },
    async (request, reply) => {
      const input = parseRequest(forgotPasswordSchema, request.body, 'body');
      const user = await loadUserByEmail(ctx.orm, input.email);
      if (!user) throw notFound(UNKNOWN_EMAIL);
      // 256 random bits; only the hash is stored, so a database leak reveals no usable link.
      const token = randomBytes(32).toString('base64url');
      await ctx.orm.transaction(async (tx) => {
        // One live link per user: asking again replaces the previous one.
        await tx.delete(passwordResetTokens).where(and(eq(passwordResetTokens.userId, user.id), isNull(passwordResetTokens.usedAt)));
        await tx.insert(passwordResetTokens).values({ userId: user.id, tokenHash: hashResetToken(token), expiresAt: new Date(Date.now() + RESET_TTL_MS) });
      });
      const language = (user.customer?.language ?? user.partner?.language ?? 'fr') as LanguageCode;
      const mail = MAIL[language] ?? MAIL.fr;
      const link = `${originOf(request, input.app_url)}/password/reset/${token}`;
      await mailer.queue({ to: user.email, subject: mail.subject, text: mail.body(link) });
      request.log.info({ event: 'password_reset_requested', user: user.id }, 'password reset requested');
      reply.code(202);
      return { status: 202, message: 'Reset link sent' };
    },
  );

  app.post(
    '/api/public/reinitialiser-mot-de-pass/:token',
    { schema: routeSchema({ summary: 'Set a new password with a reset link', tags: ['password'], body: resetPasswordSchema, response: { 200: messageDoc } }) },
    async (request) => {
      const params = v.safeParse(resetTokenParamSchema, request.params);
      if (!params.success) throw unauthorized(LINK_EXPIRED);
      const tokenHash = hashResetToken(params.output.token);
      const now = new Date();
      const [live] = await ctx.orm
        .select({ id: passwordResetTokens.id, userId: passwordResetTokens.userId })
        .from(passwordResetTokens)
        .where(and(eq(passwordResetTokens.tokenHash, tokenHash), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, now)))
        .limit(1);
      if (!live) throw unauthorized(LINK_EXPIRED);
      const body: unknown = request.body;
      const raw = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
      if (typeof raw.password === 'string' && typeof raw.confirmation === 'string' && raw.password !== raw.confirmation) {
        throw badRequest(RESET_MISMATCH_MESSAGE, { confirmation: ['mismatch'] });
      }
      const input = parseRequest(resetPasswordSchema, body, 'body');
      const passwordHash = await hashPassword(input.password);
      await ctx.orm.transaction(async (tx) => {
        // The used_at condition makes two simultaneous uses of one link end with a single winner.
        const [used] = await tx
          .update(passwordResetTokens)
          .set({ usedAt: now })
          .where(and(eq(passwordResetTokens.id, live.id), isNull(passwordResetTokens.usedAt)))
          .returning({ id: passwordResetTokens.id });
        if (!used) throw new HttpError(401, LINK_EXPIRED);
        // New hash and a new token version: every session opened with the old password ends.
        await tx.update(users).set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1` }).where(eq(users.id, live.userId));
        await tx.delete(passwordResetTokens).where(and(eq(passwordResetTokens.userId, live.userId), isNull(passwordResetTokens.usedAt)));
      });
      request.log.info({ event: 'password_reset', user: live.userId }, 'password reset');
      return { status: 200, message: 'Password updated' };
    },
  );
}
