import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@erep/shared/api';
import type { ChatSettings } from '@erep/shared/schemas';
import { partnerKeys } from '../../../lib/partner-keys';

export const chatSettingsKey = partnerKeys.chat;

/** The partner's live-chat settings; null when the partner has none. */
export async function getChatSettings(code: string): Promise<ChatSettings | null> {
  const body = await unwrap(api.get<{ data: ChatSettings | null }>('partner/chat', { query: { code } }));
  return body.data;
}

/** Asks only once `enabled`, so the call waits for the browser to be idle. */
export function useChatSettings(code: string, enabled: boolean) {
  return useQuery({ queryKey: chatSettingsKey(code), queryFn: () => getChatSettings(code), enabled });
}
