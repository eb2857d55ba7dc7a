import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { isAccountManager, useSession } from '@erep/shared/session';
import { Page, Tabs } from '@erep/shared/ui';
import { useAccountBreadcrumbs } from '../../../hooks/use-account-breadcrumbs';
import { ACCOUNT_NS } from '../../../lib/sections';
import { SettingsTab } from './settings-tab';
import { UserTab } from './user-tab';

const TABS = ['user', 'subscription', 'setting'] as const;
type Tab = (typeof TABS)[number];

/**
 * Personal details, in three tabs kept in the address (personal_details/{tab}). The subscription
 * tab comes from the subscriptions feature, handed in by the route table.
 */
export function PersonalDetailsPage({ subscriptionTab }: { subscriptionTab: ReactNode }) {
  const { t } = useTranslation(ACCOUNT_NS);
  const title = useAccountBreadcrumbs('personalDetails');
  const { tag = '', tab } = useParams();
  const navigate = useNavigate();
  // The subscription tab is billing, the owners': a manager does not see it.
  const tabs = isAccountManager(useSession().user) ? TABS.filter((item) => item !== 'subscription') : TABS;
  const current: Tab = tabs.find((item) => item === tab) ?? 'user';
  return (
    <Page title={title} description={t('sections.personalDetails.description')} testId="account-personalDetails">
      <Tabs
        label={title}
        tabs={tabs.map((id) => ({ id, label: t(`personal.tabs.${id}`) }))}
        value={current}
        onChange={(id) => navigate(`/customer/${tag}/account/personal_details/${id}`)}
      >
        {current === 'user' ? <UserTab tag={tag} /> : current === 'subscription' ? subscriptionTab : <SettingsTab tag={tag} />}
      </Tabs>
    </Page>
  );
}
