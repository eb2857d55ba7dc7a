import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@erep/shared/api';
import type { AnswerTemplate } from '@erep/shared/schemas';

/** The API path of the customer's answer templates. */
export const answerTemplatesPath = (tag: string) => `customer/${encodeURIComponent(tag)}/reputation/answer-templates`;

/** Under the customer's key: saving a template also refreshes the open answer panels. */
export const answerTemplatesKey = (tag: string) => ['erep', 'customer', tag, 'answer-templates'] as const;

/** The customer's own templates first, then the built-in ones (id 0). */
export async function getAnswerTemplates(tag: string): Promise<AnswerTemplate[]> {
  return (await unwrap(api.get<{ data: AnswerTemplate[] }>(answerTemplatesPath(tag)))).data;
}

export function useAnswerTemplates(tag: string, enabled = true) {
  return useQuery({ queryKey: answerTemplatesKey(tag), queryFn: () => getAnswerTemplates(tag), enabled });
}
