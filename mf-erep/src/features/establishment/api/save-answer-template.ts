import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@erep/shared/api';
import type { AnswerTemplate, AnswerTemplateInput } from '@erep/shared/schemas';
import { answerTemplatesPath } from './get-answer-templates';

/** Creates a template, or changes one when `templateId` is given. */
export async function saveAnswerTemplate(tag: string, input: AnswerTemplateInput, templateId: number | null): Promise<AnswerTemplate> {
  const path = answerTemplatesPath(tag);
  const call = templateId === null ? api.post<{ data: AnswerTemplate }>(path, input) : api.put<{ data: AnswerTemplate }>(`${path}/${templateId}`, input);
  return (await unwrap(call)).data;
}

/** The list and every review's suggested answer change with it. */
export function useSaveAnswerTemplate(tag: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ input, templateId }: { input: AnswerTemplateInput; templateId: number | null }) => saveAnswerTemplate(tag, input, templateId),
    onSuccess: () => client.invalidateQueries({ queryKey: ['erep', 'customer', tag] }),
  });
}
