import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@erep/shared/api';
import type { OnboardingState } from '@erep/shared/schemas';
import { accountKeys } from '../../../lib/query-keys';

export const onboardingKey = accountKeys.onboarding;

/** Where the customer stands in onboarding: the step to resume at and what the steps show. */
export async function getOnboarding(tag: string): Promise<OnboardingState> {
  return (await unwrap(api.get<{ data: OnboardingState }>(`customer/${encodeURIComponent(tag)}/onboarding`))).data;
}

export function useOnboarding(tag: string) {
  return useQuery({ queryKey: onboardingKey(tag), queryFn: () => getOnboarding(tag), enabled: tag !== '' });
}
