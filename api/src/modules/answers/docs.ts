import { ANSWER_LANGUAGES, ANSWER_PUBLISH_STATES, ANSWER_SENTIMENTS, type AnswerTemplate, type ReviewAnswer, type ReviewAnswers } from '@erep/shared/schemas';
import * as v from 'valibot';
import { describeComponents, type Equal, type Expect } from '../../http/openapi-schemas';

/* What the answer routes answer, for the OpenAPI document only (checked against the shared types below). */
const nullableStr = v.nullable(v.string());
const sentiment = v.picklist(ANSWER_SENTIMENTS);

export const answerTemplateDoc = v.object({
  id: v.number(),
  language: v.picklist(ANSWER_LANGUAGES),
  sentiment,
  title: v.string(),
  body: v.string(),
  builtin: v.boolean(),
});
export const reviewAnswerDoc = v.object({
  id: v.number(),
  text: v.string(),
  author: nullableStr,
  created_at: v.string(),
  to_publish_on: nullableStr,
  publish_state: v.nullable(v.picklist(ANSWER_PUBLISH_STATES)),
  publish_error: nullableStr,
});
export const reviewAnswersDoc = v.object({
  review: v.object({ id: v.number(), source: v.string(), language: nullableStr, sentiment: v.nullable(sentiment), firstname: nullableStr, establishment: v.string() }),
  answers: v.array(reviewAnswerDoc),
  suggested: v.nullable(v.object({ template: answerTemplateDoc, text: v.string() })),
  templates: v.array(answerTemplateDoc),
  platform_url: nullableStr,
});

describeComponents({ AnswerTemplate: answerTemplateDoc, ReviewAnswer: reviewAnswerDoc, ReviewAnswers: reviewAnswersDoc });

/** @public A compile-time check that the descriptions match the shared types. */
export type AnswersDocsMatchSharedTypes = [
  Expect<Equal<v.InferOutput<typeof answerTemplateDoc>, AnswerTemplate>>,
  Expect<Equal<v.InferOutput<typeof reviewAnswerDoc>, ReviewAnswer>>,
  Expect<Equal<v.InferOutput<typeof reviewAnswersDoc>, ReviewAnswers>>,
];
