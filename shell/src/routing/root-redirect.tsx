import { useTranslation } from 'react-i18next';
import { resolveLanding, signInPath, useActiveRoutes } from '@erep/shared/guards';
import { useSession } from '@erep/shared/session';
import { Spinner } from '@erep/shared/ui';
import { Redirect } from '@erep/shared/routing';

/**
 * `/`: visitors go to sign-in; a signed-in user to the landing the enabled remotes declare, judged
 * on the manifest of this session (sign-in may land here before it arrives).
 */
export function RootRedirect() {
  const { t } = useTranslation('shell');
  const session = useSession();
  const { book, current } = useActiveRoutes();
  if (!session.token) return <Redirect to={signInPath} />;
  if (!current) return <Spinner size="lg" label={t('remote.loading')} />;
  return <Redirect to={resolveLanding(session, book) ?? signInPath} />;
}
