import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@erep/shared/api';
import type { OnboardingEstablishmentInput, OnboardingEstablishmentSaved } from '@erep/shared/schemas';
import { onboardingKey } from './get-onboarding';

/**
 * Step 1: creates the first establishment (or edits it when the customer comes back). A creation
 * answers the establishment's seller code, shown this once.
 */
export async function saveEstablishment(tag: string, input: OnboardingEstablishmentInput): Promise<OnboardingEstablishmentSaved> {
  return (await unwrap(api.put<{ data: OnboardingEstablishmentSaved }>(`customer/${encodeURIComponent(tag)}/onboarding/establishment`, input))).data;
}

export function useSaveEstablishment(tag: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: OnboardingEstablishmentInput) => saveEstablishment(tag, input),
    // The seller code is not kept with the state: it is shown once, by the step that created it.
    onSuccess: ({ seller_code: _shownOnce, ...state }) => client.setQueryData(onboardingKey(tag), state),
  });
}
