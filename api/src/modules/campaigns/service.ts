import {
  type campaignInputSchema,
  LANGUAGE_CODES,
  type CampaignAdvantage,
  type CampaignPreview,
  type CampaignSummary,
  type LanguageCode,
  type OutreachLanguage,
} from '@erep/shared/schemas';
import type { FastifyBaseLogger } from 'fastify';
import type * as v from 'valibot';
import type { Orm } from '../../db/client';
import type { CampaignAudience, CampaignTexts } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../http/errors';
import { asLanguage } from '../../http/language';
import { escapeHtml, fillText } from '../../lib/html';
import type { Mailer } from '../../mail/index';
import { offerTexts } from '../coupons/service';
import * as q from './queries';
import { MAIL_TEXTS } from './texts';
import { yieldToRequests } from '../../lib/yield';

export const CAMPAIGN_LOCKED = 'campaign_locked';
const BATCH = 50;

type Parsed = v.InferOutput<typeof campaignInputSchema>;
/** The establishments a caller may reach: null for every one. */
type Scope = readonly number[] | null;

/** A manager's campaigns aim at one of their establishments; one to every contact of the account is the owners'. */
const aimsInside = (scope: Scope, establishmentId: number | null | undefined) => scope === null || (establishmentId != null && scope.includes(establishmentId));

const emptyTexts = (): Record<OutreachLanguage, { subject: string; body: string }> => ({ fr: { subject: '', body: '' }, en: { subject: '', body: '' }, sp: { subject: '', body: '' } });

function toSummary(row: q.CampaignRow, figures: q.FigureRow | undefined, validated: number): CampaignSummary {
  const texts = emptyTexts();
  for (const l of LANGUAGE_CODES) {
    const t = row.texts[l];
    if (t) texts[l] = { subject: t.subject, body: t.body };
  }
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    scheduled_at: row.scheduledAt?.toISOString() ?? null,
    finished_at: row.finishedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    texts,
    audience: { establishment_id: row.audience.establishmentId ?? null, last_visit_days: row.audience.lastVisitDays ?? null, ratings: row.audience.ratings ?? [] },
    advantage_id: row.advantageId,
    figures: { audience: figures?.audience ?? 0, sent: figures?.sent ?? 0, capped: figures?.capped ?? 0, opened: figures?.opened ?? 0, coupons_validated: validated },
  };
}

async function summaries(orm: Orm, rows: q.CampaignRow[]): Promise<CampaignSummary[]> {
  const figures = await q.figuresOf(
    orm,
    rows.map((r) => r.id),
  );
  return Promise.all(rows.map(async (row) => toSummary(row, figures.find((f) => f.campaignId === row.id), await q.validatedCoupons(orm, row))));
}

export async function listCampaigns(orm: Orm, customerId: number, scope: Scope = null): Promise<CampaignSummary[]> {
  return summaries(
    orm,
    (await q.campaignsOf(orm, customerId)).filter((row) => aimsInside(scope, row.audience.establishmentId)),
  );
}

export async function getCampaign(orm: Orm, customerId: number, id: number, scope: Scope = null): Promise<CampaignSummary> {
  const row = await q.campaignOf(orm, customerId, id);
  if (!row || !aimsInside(scope, row.audience.establishmentId)) throw notFound(`Campaign ${id} not found`);
  const [summary] = await summaries(orm, [row]);
  if (!summary) throw notFound(`Campaign ${id} not found`);
  return summary;
}

const toAudience = (input: Parsed['audience']): CampaignAudience => ({
  establishmentId: input.establishment_id,
  lastVisitDays: input.last_visit_days,
  ratings: [...new Set(input.ratings)].sort(),
});

const toTexts = (input: Parsed['texts']): CampaignTexts => {
  const out: CampaignTexts = {};
  for (const l of LANGUAGE_CODES) if (input[l].subject && input[l].body) out[l] = input[l];
  return out;
};

/** The advantage and establishment must be the customer's own (a manager's: for their establishments). */
async function checkRefs(orm: Orm, customerId: number, input: Parsed, scope: Scope): Promise<void> {
  if (!aimsInside(scope, input.audience.establishment_id)) {
    throw badRequest('Choose one of your establishments', { 'audience.establishment_id': ['establishment'] }, 'validation_failed');
  }
  if (input.advantage_id !== null && !(await q.advantageOf(orm, customerId, input.advantage_id, scope))) throw badRequest('Unknown advantage', { advantage_id: ['unknown'] });
  if (input.audience.establishment_id !== null && !(await q.establishmentOf(orm, customerId, input.audience.establishment_id))) {
    throw badRequest('Unknown establishment', { 'audience.establishment_id': ['unknown'] });
  }
}

function schedule(input: Parsed, origin: string) {
  return input.scheduled_at ? { status: 'scheduled' as const, scheduledAt: new Date(input.scheduled_at), linkOrigin: origin } : { status: 'draft' as const, scheduledAt: null, linkOrigin: origin };
}

/** A campaign outside a manager's establishments is as missing for them. */
async function assertInside(orm: Orm, customerId: number, id: number, scope: Scope): Promise<void> {
  if (scope === null) return;
  const row = await q.campaignOf(orm, customerId, id);
  if (row && !aimsInside(scope, row.audience.establishmentId)) throw notFound(`Campaign ${id} not found`);
}

export async function createCampaign(orm: Orm, customerId: number, input: Parsed, origin: string, scope: Scope = null): Promise<CampaignSummary> {
  await checkRefs(orm, customerId, input, scope);
  const row = await q.insertCampaign(orm, { customerId, name: input.name, texts: toTexts(input.texts), audience: toAudience(input.audience), advantageId: input.advantage_id, ...schedule(input, origin) });
  return getCampaign(orm, customerId, row.id);
}

async function lockedOrMissing(orm: Orm, customerId: number, id: number): Promise<never> {
  if (await q.campaignOf(orm, customerId, id)) throw conflict('The campaign has started sending', undefined, CAMPAIGN_LOCKED);
  throw notFound(`Campaign ${id} not found`);
}

export async function updateCampaign(orm: Orm, customerId: number, id: number, input: Parsed, origin: string, scope: Scope = null): Promise<CampaignSummary> {
  await assertInside(orm, customerId, id, scope);
  await checkRefs(orm, customerId, input, scope);
  const row = await q.updateOpenCampaign(orm, customerId, id, { name: input.name, texts: toTexts(input.texts), audience: toAudience(input.audience), advantageId: input.advantage_id, ...schedule(input, origin) });
  if (!row) return lockedOrMissing(orm, customerId, id);
  return getCampaign(orm, customerId, id);
}

/** Sends now: the background sender takes it at its next pass. */
export async function sendNow(orm: Orm, customerId: number, id: number, origin: string, scope: Scope = null, now = new Date()): Promise<CampaignSummary> {
  await assertInside(orm, customerId, id, scope);
  const row = await q.updateOpenCampaign(orm, customerId, id, { status: 'scheduled', scheduledAt: now, linkOrigin: origin });
  if (!row) return lockedOrMissing(orm, customerId, id);
  return getCampaign(orm, customerId, id);
}

export async function deleteCampaign(orm: Orm, customerId: number, id: number, scope: Scope = null): Promise<void> {
  await assertInside(orm, customerId, id, scope);
  if (!(await q.deleteOpenCampaign(orm, customerId, id))) await lockedOrMissing(orm, customerId, id);
}

/** Advantages a campaign may come with, titled in each language. */
export async function campaignAdvantages(orm: Orm, customerId: number, scope: Scope = null): Promise<CampaignAdvantage[]> {
  return (await q.activeAdvantagesOf(orm, customerId, scope)).map((a) => {
    const texts = offerTexts(a);
    return { id: a.id, titles: { fr: texts.fr.title, en: texts.en.title, sp: texts.sp.title } };
  });
}

export const capDays = (orm: Orm, customerId: number) => q.capDaysOf(orm, customerId);
export const saveCapDays = (orm: Orm, customerId: number, days: number) => q.saveCapDays(orm, customerId, days);

interface MailParts {
  lang: LanguageCode;
  subject: string;
  body: string;
  customerName: string;
  firstName: string;
  establishmentName: string;
  advantage: { title: string; url: string } | null;
  unsubscribeUrl: string;
  pixelUrl: string | null;
}

/** The mail as sent: the customer's words, the advantage, why the contact gets it and how to stop. */
export function composeMail(p: MailParts): { subject: string; text: string; html: string } {
  const t = MAIL_TEXTS[p.lang];
  const values = { firstname: p.firstName, establishment: p.establishmentName, customer: p.customerName };
  const body = fillText(p.body, values);
  const why = fillText(t.why, { customer: p.customerName });
  const advantageText = p.advantage ? `\n\n${fillText(t.advantage, { title: p.advantage.title })}\n${t.take}: ${p.advantage.url}` : '';
  const text = `${body}${advantageText}\n\n--\n${why}\n${t.unsubscribe}: ${p.unsubscribeUrl}\n`;
  const paragraphs = body
    .split(/\n{2,}/)
    .map((para) => `<p>${escapeHtml(para).replace(/\n/g, '<br>')}</p>`)
    .join('');
  const advantageHtml = p.advantage
    ? `<p><b>${escapeHtml(fillText(t.advantage, { title: p.advantage.title }))}</b><br><a href="${escapeHtml(p.advantage.url)}">${escapeHtml(t.take)}</a></p>`
    : '';
  const pixel = p.pixelUrl ? `<img src="${escapeHtml(p.pixelUrl)}" width="1" height="1" alt="">` : '';
  const html = `<!doctype html><html lang="${p.lang === 'sp' ? 'es' : p.lang}"><body>${paragraphs}${advantageHtml}<hr><p style="font-size:12px;color:#555">${escapeHtml(why)}<br><a href="${escapeHtml(p.unsubscribeUrl)}">${escapeHtml(t.unsubscribe)}</a></p>${pixel}</body></html>`;
  return { subject: fillText(p.subject, values), text, html };
}

function pickLanguage(texts: CampaignTexts, ...wanted: (string | null | undefined)[]): LanguageCode | null {
  for (const w of wanted) {
    const l = asLanguage(w);
    if (l && texts[l]) return l;
  }
  return LANGUAGE_CODES.find((l) => texts[l]) ?? null;
}

/** What each language's mail will look like, for a sample contact; and how many contacts it reaches now. */
export async function previewCampaign(
  orm: Orm,
  customer: { id: number; name: string; tag: string },
  input: Parsed,
  origin: string,
  scope: Scope = null,
): Promise<{ audience: number; previews: CampaignPreview[] }> {
  await checkRefs(orm, customer.id, input, scope);
  const texts = toTexts(input.texts);
  const advantage = input.advantage_id === null ? null : await q.advantageOf(orm, customer.id, input.advantage_id);
  const establishment = await q.linkEstablishment(orm, customer.id, input.audience.establishment_id);
  const previews: CampaignPreview[] = [];
  for (const lang of LANGUAGE_CODES) {
    const words = texts[lang];
    if (!words) continue;
    const mail = composeMail({
      lang,
      subject: words.subject,
      body: words.body,
      customerName: customer.name,
      firstName: { fr: 'Camille', en: 'Alex', sp: 'Lucía' }[lang],
      establishmentName: establishment?.name ?? customer.name,
      advantage: advantage && establishment ? { title: offerTexts(advantage)[lang].title, url: `${origin}/public/${customer.tag}/establishment/${establishment.tag}/advantagecontact/${advantage.tag}/enable` } : null,
      unsubscribeUrl: `${origin}/public/${establishment?.tag ?? 'establishment'}/contact/unsubscribe`,
      pixelUrl: null,
    });
    previews.push({ language: lang, ...mail });
  }
  return { audience: await q.audienceSize(orm, customer.id, toAudience(input.audience)), previews };
}

export interface SenderDeps {
  orm: Orm;
  mailer: Mailer;
  log?: FastifyBaseLogger;
}

export interface SendReport {
  campaigns: number;
  sent: number;
  capped: number;
  skipped: number;
}

/**
 * One pass of the background sender: takes due campaigns, then recipients in batches, each claimed
 * with SKIP LOCKED so any number of API instances can run it at once without mailing anyone twice.
 */
export async function runCampaignSends(deps: SenderDeps, now = new Date()): Promise<SendReport> {
  const { orm, mailer } = deps;
  const report: SendReport = { campaigns: 0, sent: 0, capped: 0, skipped: 0 };
  while (await q.claimDueCampaign(orm, now)) report.campaigns += 1;
  const caps = new Map<number, number>();
  const contexts = new Map<number, Awaited<ReturnType<typeof q.mailContext>>>();
  for (;;) {
    const batch = await q.claimRecipients(orm, BATCH, now);
    if (batch.length === 0) break;
    for (const recipient of batch) {
      await yieldToRequests();
      let cap = caps.get(recipient.customerId);
      if (cap === undefined) {
        cap = await q.capDaysOf(orm, recipient.customerId);
        caps.set(recipient.customerId, cap);
      }
      const decision = await q.decideRecipient(orm, recipient, cap, now);
      if (decision.status !== 'sent' || !decision.contact) {
        report[decision.status === 'capped' ? 'capped' : 'skipped'] += 1;
        continue;
      }
      if (!contexts.has(recipient.campaignId)) contexts.set(recipient.campaignId, await q.mailContext(orm, recipient.campaignId));
      const context = contexts.get(recipient.campaignId);
      if (!context) continue;
      const contact = decision.contact;
      const { campaign } = context;
      const lang = pickLanguage(campaign.texts, contact.language, context.customerLanguage);
      const words = lang ? campaign.texts[lang] : undefined;
      if (!lang || !words) continue;
      const origin = campaign.linkOrigin ?? '';
      const establishment = await q.linkEstablishment(orm, campaign.customerId, contact.establishmentId);
      const advantage = campaign.advantageId ? await q.advantageOf(orm, campaign.customerId, campaign.advantageId) : null;
      const unsubscribeUrl = `${origin}/public/${establishment?.tag ?? ''}/${contact.tag}/unsubscribe`;
      const mail = composeMail({
        lang,
        subject: words.subject,
        body: words.body,
        customerName: context.customerName,
        firstName: contact.firstName ?? '',
        establishmentName: establishment?.name ?? context.customerName,
        advantage:
          advantage && establishment
            ? { title: offerTexts(advantage)[lang].title, url: `${origin}/public/${context.customerTag}/establishment/${establishment.tag}/advantagecontact/${advantage.tag}/enable` }
            : null,
        unsubscribeUrl,
        pixelUrl: `${origin}/api/public/campaigns/open/${recipient.token}`,
      });
      const outboxId = await mailer.queue({
        customerId: campaign.customerId,
        to: contact.email,
        ...mail,
        // RFC 8058: mail programs offer a one-click unsubscribe that POSTs to this address.
        headers: { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      });
      await q.linkOutbox(orm, recipient.id, outboxId);
      report.sent += 1;
    }
  }
  await q.finishCampaigns(orm, now);
  return report;
}

/** Runs the sender every `intervalMs` and on demand; one pass at a time per instance. */
export function createCampaignSender(deps: SenderDeps, intervalMs = 15_000) {
  let running: Promise<void> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | null = null;
  const pass = async (): Promise<void> => {
    do {
      again = false;
      try {
        const report = await runCampaignSends(deps);
        if (report.sent + report.capped + report.skipped > 0) deps.log?.info({ campaigns: report }, 'campaign mails sent');
      } catch (error) {
        deps.log?.error({ err: error }, 'campaign sending failed');
      }
    } while (again);
  };
  return {
    kick(): void {
      if (running) {
        again = true;
        return;
      }
      running = pass().finally(() => {
        running = null;
      });
    },
    start(): void {
      timer ??= setInterval(() => this.kick(), intervalMs);
      timer.unref();
      this.kick();
    },
    async stop(): Promise<void> {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}

export const openPixel = (orm: Orm, token: string) => q.markOpened(orm, token, new Date());
