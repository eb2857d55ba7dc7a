import * as v from 'valibot';

/** Automated emailing, the branded mobile site and published files (mf-leadgen): forms and answers. */

const text = (max: number) => v.pipe(v.string('required'), v.trim(), v.maxLength(max, 'too_long'));
const required = (max: number) => v.pipe(v.string('required'), v.trim(), v.nonEmpty('required'), v.maxLength(max, 'too_long'));
const positiveId = v.pipe(v.number('number'), v.integer('number'), v.minValue(1, 'number'));
const httpUrl = v.pipe(v.string('required'), v.trim(), v.nonEmpty('required'), v.maxLength(500, 'too_long'), v.regex(/^https?:\/\/[^\s]+$/i, 'url'));

export const OUTREACH_LANGUAGES = ['fr', 'en', 'sp'] as const;
export type OutreachLanguage = (typeof OUTREACH_LANGUAGES)[number];

const campaignText = v.object({ subject: text(200), body: text(5000) });

/** A campaign as the form saves it; a language with an empty subject is not sent in that language. */
export const campaignInputSchema = v.pipe(
  v.object({
    name: required(120),
    texts: v.object({ fr: campaignText, en: campaignText, sp: campaignText }),
    audience: v.object({
      establishment_id: v.nullable(positiveId),
      last_visit_days: v.nullable(v.pipe(v.number('number'), v.integer('number'), v.minValue(1, 'number'), v.maxValue(3650, 'number'))),
      ratings: v.pipe(v.array(v.pipe(v.number('number'), v.integer('number'), v.minValue(1, 'rating'), v.maxValue(5, 'rating'))), v.maxLength(5, 'too_long')),
    }),
    advantage_id: v.nullable(positiveId),
    /** ISO date-time; null keeps it as a draft. */
    scheduled_at: v.nullable(v.pipe(v.string('date'), v.isoTimestamp('date'))),
  }),
  v.forward(
    v.check((x) => OUTREACH_LANGUAGES.some((l) => x.texts[l].subject !== '' && x.texts[l].body !== ''), 'required'),
    ['texts'],
  ),
);
export type CampaignInput = v.InferInput<typeof campaignInputSchema>;

export const campaignSettingsSchema = v.object({
  cap_days: v.pipe(v.number('number'), v.integer('number'), v.minValue(0, 'number'), v.maxValue(365, 'number')),
});
export type CampaignSettingsInput = v.InferInput<typeof campaignSettingsSchema>;

export type CampaignStatusName = 'draft' | 'scheduled' | 'sending' | 'sent';

export interface CampaignFigures {
  audience: number;
  sent: number;
  capped: number;
  opened: number;
  coupons_validated: number;
}

export interface CampaignSummary {
  id: number;
  name: string;
  status: CampaignStatusName;
  scheduled_at: string | null;
  finished_at: string | null;
  created_at: string;
  texts: Record<OutreachLanguage, { subject: string; body: string }>;
  audience: { establishment_id: number | null; last_visit_days: number | null; ratings: number[] };
  advantage_id: number | null;
  figures: CampaignFigures;
}

/** An advantage a campaign may offer, titled in each language. */
export interface CampaignAdvantage {
  id: number;
  titles: Record<OutreachLanguage, string>;
}

export interface CampaignPreview {
  language: OutreachLanguage;
  subject: string;
  text: string;
  html: string;
}

export const SITE_SECTION_NAMES = ['menus', 'infos', 'reviews', 'offers', 'follow'] as const;
export type SiteSectionName = (typeof SITE_SECTION_NAMES)[number];

export const siteSettingsSchema = v.object({
  sections: v.pipe(v.array(v.picklist(SITE_SECTION_NAMES, 'section')), v.maxLength(5, 'too_long')),
  menu_items: v.pipe(
    v.array(
      v.object({
        name: required(120),
        description: v.optional(text(300), ''),
        price: v.nullable(v.pipe(v.number('number'), v.minValue(0, 'number'), v.maxValue(100000, 'number'))),
      }),
    ),
    v.maxLength(100, 'too_long'),
  ),
  menu_file_id: v.nullable(positiveId),
  opening_hours: v.optional(text(1000), ''),
  phone: v.optional(v.union([v.literal(''), v.pipe(v.string(), v.trim(), v.regex(/^\+?[0-9 ().-]{6,24}$/, 'phone'))], 'phone'), ''),
  social_links: v.pipe(v.array(v.object({ name: required(60), url: httpUrl })), v.maxLength(20, 'too_long')),
});
export type SiteSettingsInput = v.InferInput<typeof siteSettingsSchema>;
export type SiteSettingsData = v.InferOutput<typeof siteSettingsSchema>;

export interface SiteEditorData extends SiteSettingsData {
  establishment: { id: number; name: string; tag: string };
  /** The public page: /public/{tag}/establishment/{id}/site */
  url: string;
}

export const FILE_KINDS = ['menu', 'leaflet', 'other'] as const;
export type FileKind = (typeof FILE_KINDS)[number];
/** What a published file may be: checked on its first bytes, not on its name. */
export const FILE_TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'] as const;
export const FILE_MAX_BYTES = 5 * 1024 * 1024;

export const fileUploadQuerySchema = v.object({
  name: v.pipe(v.string('required'), v.trim(), v.nonEmpty('required'), v.maxLength(120, 'too_long'), v.regex(/^[^/\\<>:"|?*]+$/, 'file_name'), v.check((name) => !/\p{Cc}/u.test(name), 'file_name')),
  kind: v.optional(v.picklist(FILE_KINDS, 'kind'), 'menu'),
});

export interface PublishedFile {
  id: number;
  tag: string;
  name: string;
  kind: FileKind;
  content_type: string;
  size: number;
  created_at: string;
  /** Public address of the file. */
  url: string;
}
