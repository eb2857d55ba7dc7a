import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@erep/shared/api';
import { changeLanguage } from '@erep/shared/i18n';
import type { Profile } from '@erep/shared/schemas';
import { getSession, setUser } from '@erep/shared/session';
import { profileKey } from './get-profile';

export async function updateProfile(tag: string, input: Profile): Promise<Profile> {
  return (await unwrap(api.put<{ data: Profile }>(`customer/${encodeURIComponent(tag)}/account/profile`, input))).data;
}

/**
 * Saves the profile; a new language changes the interface of every remote at once (the shared i18n
 * instance, the stored language) and the session user, so a reload keeps it.
 */
export function useUpdateProfile(tag: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: Profile) => updateProfile(tag, input),
    onSuccess: async (saved) => {
      client.setQueryData(profileKey(tag), saved);
      const user = getSession().user;
      if (user) {
        setUser({
          ...user,
          email: saved.email,
          language: saved.language,
        });
      }
      await changeLanguage(saved.language);
    },
  });
}
