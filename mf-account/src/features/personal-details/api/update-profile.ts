import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@erep/shared/api';
import { changeLanguage } from '@erep/shared/i18n';
import type { ProfileSaved, ProfileUpdateInput } from '@erep/shared/schemas';
import { getSession, setToken, setUser } from '@erep/shared/session';
import { profileKey } from './get-profile';

export async function updateProfile(tag: string, input: ProfileUpdateInput): Promise<ProfileSaved> {
  return (await unwrap(api.put<{ data: ProfileSaved }>(`customer/${encodeURIComponent(tag)}/account/profile`, input))).data;
}

/**
 * Saves the profile; a new language changes the interface of every remote at once (the shared i18n
 * instance, the stored language) and the session user, so a reload keeps it. A new email ends the
 * other sessions on the server: this one goes on with the token answered.
 */
export function useUpdateProfile(tag: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ProfileUpdateInput) => updateProfile(tag, input),
    onSuccess: async ({ token, ...saved }) => {
      if (token) setToken(token);
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
