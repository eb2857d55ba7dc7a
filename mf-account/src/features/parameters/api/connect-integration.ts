import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '@erep/shared/api';
import type { IntegrationProvider } from '@erep/shared/schemas';
import { customerPath } from './base';

/** Opens an authorization: the answer is the platform's consent page, where the browser goes next. */
export async function connectIntegration(tag: string, provider: IntegrationProvider): Promise<string> {
  return (await unwrap(api.post<{ data: { authorize_url: string } }>(`${customerPath(tag)}/integrations/${provider}/connect`, {}))).data.authorize_url;
}

export function useConnectIntegration(tag: string) {
  return useMutation({ mutationFn: (provider: IntegrationProvider) => connectIntegration(tag, provider) });
}
