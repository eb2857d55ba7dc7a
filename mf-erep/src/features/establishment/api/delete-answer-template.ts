import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@erep/shared/api';
import { answerTemplatesPath } from './get-answer-templates';

export async function deleteAnswerTemplate(tag: string, templateId: number): Promise<void> {
  await unwrap(api.delete<unknown>(`${answerTemplatesPath(tag)}/${templateId}`));
}

export function useDeleteAnswerTemplate(tag: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (templateId: number) => deleteAnswerTemplate(tag, templateId),
    onSuccess: () => client.invalidateQueries({ queryKey: ['erep', 'customer', tag] }),
  });
}
