import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@erep/shared/api';
import type { OnboardingState } from '@erep/shared/schemas';
import { onboardingKey } from './get-onboarding';

/** Step 3 finished: the platform is ready. */
export async function completeOnboarding(tag: string): Promise<OnboardingState> {
  return (await unwrap(api.post<{ data: OnboardingState }>(`customer/${encodeURIComponent(tag)}/onboarding/complete`, {}))).data;
}

export function useCompleteOnboarding(tag: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => completeOnboarding(tag),
    onSuccess: (state) => client.setQueryData(onboardingKey(tag), state),
  });
}
