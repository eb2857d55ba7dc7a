import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@erep/shared/api';
import type { OnboardingEstablishmentInput, OnboardingState } from '@erep/shared/schemas';
import { onboardingKey } from './get-onboarding';

/** Step 1: creates the first establishment (or edits it when the customer comes back). */
export async function saveEstablishment(tag: string, input: OnboardingEstablishmentInput): Promise<OnboardingState> {
  return (await unwrap(api.put<{ data: OnboardingState }>(`customer/${encodeURIComponent(tag)}/onboarding/establishment`, input))).data;
}

export function useSaveEstablishment(tag: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: OnboardingEstablishmentInput) => saveEstablishment(tag, input),
    onSuccess: (state) => client.setQueryData(onboardingKey(tag), state),
  });
}
