import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@erep/shared/api';
import type { OnboardingState, PublicFormSettings } from '@erep/shared/schemas';
import { onboardingKey } from './get-onboarding';

/** Step 2: the fields asked, the advantage offered and the colours of the public form. */
export async function savePublicForm(tag: string, input: PublicFormSettings): Promise<OnboardingState> {
  return (await unwrap(api.put<{ data: OnboardingState }>(`customer/${encodeURIComponent(tag)}/onboarding/public-form`, input))).data;
}

export function useSavePublicForm(tag: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: PublicFormSettings) => savePublicForm(tag, input),
    onSuccess: (state) => client.setQueryData(onboardingKey(tag), state),
  });
}
