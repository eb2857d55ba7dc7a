import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@erep/shared/api';
import { SESSION_INDEPENDENT } from '@erep/shared/query';
import type { ChatSettings } from '@erep/shared/schemas';
import { accountKeys } from '../../../lib/query-keys';

/** The partner's live-chat settings (its phone system); null when the partner has none. */
export async function getChatSettings(code: string): Promise<ChatSettings | null> {
  return (await unwrap(api.get<{ data: ChatSettings | null }>('partner/chat', { query: { code } }))).data;
}

export function useChatSettings(code: string) {
  return useQuery({ queryKey: accountKeys.chat(code), queryFn: () => getChatSettings(code), meta: SESSION_INDEPENDENT });
}
