import * as v from 'valibot';
import { badRequest, type FieldErrors } from './errors';

export type RequestPart = 'query' | 'body' | 'params';

export type Checked<T> = { success: true; output: T } | { success: false; errors: FieldErrors; summary: string };

const CODE = /^[a-z][a-z0-9_]*$/;

/** The schemas name their failures with codes ('required', 'email'); valibot's own English texts become codes too. */
function issueCode(issue: v.BaseIssue<unknown>): string {
  if (CODE.test(issue.message)) return issue.message;
  return issue.input === undefined || issue.input === null ? 'required' : 'invalid';
}

/** Validates with a valibot schema; failures become field errors (`{ field: [codes] }`). */
export function check<TSchema extends v.GenericSchema>(schema: TSchema, input: unknown, part: RequestPart): Checked<v.InferOutput<TSchema>> {
  const result = v.safeParse(schema, input ?? (part === 'body' ? undefined : {}));
  if (result.success) return { success: true, output: result.output };
  const errors: FieldErrors = {};
  for (const issue of result.issues) {
    const key = issue.path?.map((item) => String(item.key)).join('.') || part;
    const codes = (errors[key] ??= []);
    const code = issueCode(issue);
    if (!codes.includes(code)) codes.push(code);
  }
  const summary = Object.entries(errors)
    .map(([key, messages]) => `${key}: ${messages.join(', ')}`)
    .join('; ');
  return { success: false, errors, summary };
}

/** Parses one part of a request with a valibot schema; a failure is a 400 with field errors. */
export function parseRequest<TSchema extends v.GenericSchema>(schema: TSchema, input: unknown, part: RequestPart): v.InferOutput<TSchema> {
  const result = check(schema, input, part);
  if (result.success) return result.output;
  throw badRequest(`Invalid ${part}: ${result.summary}`, result.errors, 'validation_failed');
}
