import { api, unwrap } from '@erep/shared/api';
import type { LanguageCode, Profile } from '@erep/shared/schemas';

const profilePath = (tag: string) => `customer/${encodeURIComponent(tag)}/account/profile`;

/**
 * Saves a language on the signed-in user's record through the profile endpoint of personal
 * details, which takes the whole profile: read it, change the language, write it back.
 */
export async function saveProfileLanguage(tag: string, language: LanguageCode): Promise<Profile> {
  const current = (await unwrap(api.get<{ data: Profile }>(profilePath(tag)))).data;
  return (await unwrap(api.put<{ data: Profile }>(profilePath(tag), { ...current, language }))).data;
}
