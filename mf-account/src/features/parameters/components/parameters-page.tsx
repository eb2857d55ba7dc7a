import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { isAccountManager, useSession } from '@erep/shared/session';
import { Page, Tabs } from '@erep/shared/ui';
import { useAccountBreadcrumbs } from '../../../hooks/use-account-breadcrumbs';
import { ACCOUNT_NS } from '../../../lib/sections';
import { PARAMETER_TABS, parametersPath, type ParameterTab } from '../lib/tabs';
import { ApiKeysSection } from './api-keys-section';
import { EstablishmentsTab } from './establishments-tab';
import { PerEstablishmentTab } from './per-establishment-tab';
import { PlatformsTab } from './platforms-tab';
import { CompetitorsTab } from './competitors-tab';
import { ThemeTab } from './theme-tab';
import { UsersTab } from './users-tab';
import { WebhooksSection } from './webhooks-section';

/**
 * The account's parameters, one tab per subject kept in the address (parameters/{tab}/{sub_tab}):
 * establishments, their staff, units and seller codes, the account's users, the public pages' theme,
 * the platform links and competitors, and the developer settings (API keys and webhooks).
 */
export function ParametersPage() {
  const { t } = useTranslation(ACCOUNT_NS);
  const title = useAccountBreadcrumbs('parameters');
  const { tag = '', tab, subTab } = useParams();
  const navigate = useNavigate();
  const user = useSession().user;
  // API keys act as the owner who creates them, a platform connection reads the whole account: these tabs are for the customer's own owners.
  const ownersOnly: ParameterTab[] = ['developer', 'platforms'];
  const tabs = user?.customer && !isAccountManager(user) ? PARAMETER_TABS : PARAMETER_TABS.filter((item) => !ownersOnly.includes(item));
  const current: ParameterTab = tabs.find((item) => item === tab) ?? 'establishments';
  const body = (() => {
    switch (current) {
      case 'establishments':
        return <EstablishmentsTab tag={tag} />;
      case 'staff':
      case 'units':
      case 'seller_codes':
        return <PerEstablishmentTab tag={tag} tab={current} subTab={subTab} />;
      case 'users':
        return <UsersTab tag={tag} />;
      case 'theme':
        return <ThemeTab tag={tag} />;
      case 'competitors':
        // Platform links and competitors belong to the reputation area, which exposes them.
        return <CompetitorsTab tag={tag} title={title} />;
      case 'platforms':
        return <PlatformsTab tag={tag} />;
      case 'developer':
        return (
          <>
            <ApiKeysSection tag={tag} />
            <WebhooksSection tag={tag} />
          </>
        );
    }
  })();
  return (
    <Page title={title} description={t('sections.parameters.description')} testId="account-parameters">
      <Tabs
        label={title}
        tabs={tabs.map((id) => ({ id, label: t(`parameters.tabs.${id}`) }))}
        value={current}
        onChange={(id) => navigate(parametersPath(tag, id as ParameterTab))}
      >
        {body}
      </Tabs>
    </Page>
  );
}
