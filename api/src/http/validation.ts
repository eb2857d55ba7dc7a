import * as v from 'valibot';
import { badRequest, type FieldErrors } from './errors';

export type RequestPart = 'query' | 'body' | 'params';

export type Checked<T> = { success: true; output: T } | { success: false; errors: FieldErrors; summary: string };

/** Validates with a valibot schema; failures become field errors (`{ field: [codes] }`). */
export function check<TSchema extends v.GenericSchema>(schema: TSchema, input: unknown, part: RequestPart): Checked<v.InferOutput<TSchema>> {
  const result = v.safeParse(schema, input ?? (part === 'body' ? undefined : {}));
  if (result.success) return { success: true, output: result.output };
  const flat = v.flatten(result.issues);
  const errors: FieldErrors = {};
  for (const [key, messages] of Object.entries(flat.nested ?? {})) {
    if (Array.isArray(messages) && messages.length > 0) errors[key] = messages.map(String);
  }
  if (flat.root && flat.root.length > 0) errors[part] = flat.root;
  const summary = Object.entries(errors)
    .map(([key, messages]) => `${key}: ${messages.join(', ')}`)
    .join('; ');
  return { success: false, errors, summary };
}

/** Parses one part of a request with a valibot schema; a failure is a 400 with field errors. */
export function parseRequest<TSchema extends v.GenericSchema>(schema: TSchema, input: unknown, part: RequestPart): v.InferOutput<TSchema> {
  const result = check(schema, input, part);
  if (result.success) return result.output;
  throw badRequest(`Invalid ${part}: ${result.summary}`, result.errors);
}
