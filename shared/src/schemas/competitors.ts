import * as v from 'valibot';
import { idStringSchema as numericId } from './base';

/** Competitors, platform links, answers to reviews and imports of platform reviews (establishment pages). */

const text = (max: number) => v.pipe(v.string(), v.trim(), v.nonEmpty('required'), v.maxLength(max, 'too_long'));

/** A platform link as the spec maps it (section 3; same shape as `ProviderLink`). */
export interface PlatformLink {
  establishment: string;
  establishmentTag: string;
  category: string;
  name: string;
  providerurl: string;
  url: string;
  id: number;
  settings_value1: string;
}

export const establishmentItemParamSchema = v.object({ id: numericId, item: numericId });

/** A competitor's tag: lower-case words joined by dashes (it names the competitor in links and reviews). */
export const competitorTagSchema = v.pipe(
  v.string(),
  v.trim(),
  v.toLowerCase(),
  v.nonEmpty('required'),
  v.maxLength(64, 'too_long'),
  v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'tag'),
);

export const competitorInputSchema = v.object({
  competitor_tag: competitorTagSchema,
  name: text(120),
});
export type CompetitorInput = v.InferOutput<typeof competitorInputSchema>;

export const competitorUpdateSchema = v.object({ name: text(120) });

/**
 * A platform link: the provider and either the whole address (checked against the provider's
 * template: https only, the provider's host) or the template's `{value1}` part alone.
 */
export const providerLinkInputSchema = v.pipe(
  v.object({
    provider: text(64),
    url: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(500, 'too_long'))),
    settings_value1: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(300, 'too_long'))),
    /** Set: the link belongs to that competitor of the establishment. */
    competitor_tag: v.optional(v.nullable(competitorTagSchema)),
  }),
  v.forward(
    v.check((input) => Boolean(input.url || input.settings_value1), 'required'),
    ['url'],
  ),
);
export type ProviderLinkInput = v.InferOutput<typeof providerLinkInputSchema>;

export interface ProviderOption {
  id: number;
  name: string;
  category: string;
  /** Template with a `{value1}` placeholder. */
  provider_url: string;
}

export interface CompetitorItem {
  id: number;
  competitor_tag: string;
  name: string;
  links: PlatformLink[];
}

/** An establishment's competitors and platform links, with the providers a link may point to. */
export interface CompetitorsAndLinksData {
  establishment: { id: number; tag: string; name: string };
  links: PlatformLink[];
  competitors: CompetitorItem[];
  providers: ProviderOption[];
}

/* Answers to reviews */

export const ANSWER_SENTIMENTS = ['positive', 'neutral', 'negative'] as const;
export type AnswerSentiment = (typeof ANSWER_SENTIMENTS)[number];
export const ANSWER_LANGUAGES = ['fr', 'en', 'sp'] as const;

export const answerTemplateInputSchema = v.object({
  language: v.picklist(ANSWER_LANGUAGES, 'language'),
  sentiment: v.picklist(ANSWER_SENTIMENTS, 'sentiment'),
  title: text(80),
  body: text(2000),
});
export type AnswerTemplateInput = v.InferOutput<typeof answerTemplateInputSchema>;

export interface AnswerTemplate {
  /** 0 for the built-in templates, which cannot be removed. */
  id: number;
  language: (typeof ANSWER_LANGUAGES)[number];
  sentiment: AnswerSentiment;
  title: string;
  body: string;
  builtin: boolean;
}

export const reviewAnswerInputSchema = v.object({ text: text(4000) });

/** Where an answer stands on a connected platform (see `ReviewAnswer.publish_state`). */
export const ANSWER_PUBLISH_STATES = ['pending', 'published', 'failed', 'deleting'] as const;

export interface ReviewAnswer {
  id: number;
  text: string;
  author: string | null;
  created_at: string;
  /** The platform where the owner still has to publish it (a platform review); null for our own form. */
  to_publish_on: string | null;
  /**
   * Through a connected platform: 'pending' until the platform accepts it, 'published', 'failed' (see
   * `publish_error`, retry possible) or 'deleting'; null when the owner publishes it by hand.
   */
  publish_state: (typeof ANSWER_PUBLISH_STATES)[number] | null;
  publish_error: string | null;
}

/** A review's answers, the template suggested for it (its sentiment and language) and where to answer on its platform. */
export interface ReviewAnswers {
  review: { id: number; source: string; language: string | null; sentiment: AnswerSentiment | null; firstname: string | null; establishment: string };
  answers: ReviewAnswer[];
  suggested: { template: AnswerTemplate; text: string } | null;
  templates: AnswerTemplate[];
  /** The establishment's own link on the review's platform, when it has one. */
  platform_url: string | null;
}

/* Import of platform reviews */

/** The file owners download to fill in for a platform without a connector (the import reads it as is). */
export const REVIEW_IMPORT_TEMPLATE = [
  'rating,text,author,date,platform,external_id',
  '5,"Warm welcome, quick service",Marie D.,2026-01-15,TripAdvisor,ta-000001',
  '4,,Paul,2026-01-20,Facebook,fb-000002',
  '',
].join('\n');

export const REVIEW_IMPORT_FORMATS = ['csv', 'json'] as const;
export const reviewImportSchema = v.object({
  format: v.picklist(REVIEW_IMPORT_FORMATS, 'format'),
  /** The export file's text. */
  content: v.pipe(v.string(), v.nonEmpty('required'), v.maxLength(900_000, 'too_long')),
  competitor_tag: v.optional(v.nullable(competitorTagSchema)),
});
export type ReviewImportInput = v.InferOutput<typeof reviewImportSchema>;

export interface ReviewImportLineError {
  /** 1-based line of the file (CSV: the header is line 1) or index + 1 in a JSON array. */
  line: number;
  field: string;
  code: string;
}

export interface ReviewImportResult {
  rows: number;
  imported: number;
  /** Already imported before (same platform and external id). */
  duplicates: number;
}

/* Social presence */

export interface PlatformPoint {
  /** First day of the month, YYYY-MM-DD. */
  month: string;
  reviews: number;
  average: number | null;
}

export interface PlatformPresence {
  source: string;
  reviews: number;
  average: number | null;
  answered: number;
  series: PlatformPoint[];
}

export interface SocialPresence {
  links: PlatformLink[];
  /** The competitors followed, as targets of an import. */
  competitors: { competitor_tag: string; name: string }[];
  platforms: PlatformPresence[];
}
