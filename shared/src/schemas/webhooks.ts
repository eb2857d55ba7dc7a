import * as v from 'valibot';

/** The events an integrator may subscribe an endpoint to. */
export const WEBHOOK_EVENTS = [
  'review.created',
  'review.answered',
  'review.alert',
  'coupon.issued',
  'coupon.validated',
  'contact.created',
  'contact.unsubscribed',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

export const webhookUrlSchema = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty('required'),
  v.maxLength(2000, 'too_long'),
  v.url('url'),
  v.regex(/^https?:\/\//i, 'url'),
);

export const webhookInputSchema = v.object({
  url: webhookUrlSchema,
  events: v.pipe(v.array(v.picklist(WEBHOOK_EVENTS, 'event')), v.minLength(1, 'required'), v.maxLength(WEBHOOK_EVENTS.length, 'too_long')),
});
export type WebhookInput = v.InferOutput<typeof webhookInputSchema>;

export interface WebhookDelivery {
  id: number;
  event_type: string;
  attempts: number;
  /** The receiver's HTTP status at the last attempt; null when it could not be reached. */
  status: number | null;
  state: 'pending' | 'delivered' | 'failed';
  last_attempt_at: string | null;
  created_at: string;
}

export interface WebhookEndpoint {
  id: number;
  url: string;
  events: WebhookEvent[];
  state: 'active' | 'disabled';
  created_at: string;
  deliveries: WebhookDelivery[];
}

/** The creation's answer: the secret is shown this once. */
export interface CreatedWebhookEndpoint extends WebhookEndpoint {
  secret: string;
}
