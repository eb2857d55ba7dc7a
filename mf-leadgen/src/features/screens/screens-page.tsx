import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FeatureProps } from '@erep/shared/federation';
import type { ScreenAdmin } from '@erep/shared/schemas';
import { Alert, Button, Card, Page, Spinner, Tabs } from '@erep/shared/ui';
import { LEADGEN_NS } from '../../i18n/register';
import { useScreens } from './api/get-screens';
import { ScreensBreadcrumbs } from './components/breadcrumbs';
import { ScreenForm } from './components/screen-form';
import { ScreensList } from './components/screens-list';

type Tab = 'list' | 'form';

/** In-store screens (list and form). Exposed as `./screens`. */
export function ScreensPage({ tag, area }: FeatureProps) {
  const { t } = useTranslation(LEADGEN_NS);
  const [tab, setTab] = useState<Tab>('list');
  const [editing, setEditing] = useState<ScreenAdmin | null>(null);
  const query = useScreens(tag);
  const title = t('sections.screen.title');

  let content;
  if (query.isPending) content = <Spinner label={t('screens.loading')} />;
  else if (query.isError)
    content = (
      <Alert kind="error" title={t('screens.loadFailed')}>
        <Button size="sm" variant="secondary" onClick={() => void query.refetch()}>
          {t('screens.retry')}
        </Button>
      </Alert>
    );
  else if (tab === 'list')
    content = (
      <ScreensList
        tag={tag}
        rows={query.data}
        onEdit={(screen) => {
          setEditing(screen);
          setTab('form');
        }}
      />
    );
  else content = <ScreenForm key={editing?.tag ?? 'new'} tag={tag} screen={editing} onSaved={(saved) => setEditing(saved)} />;

  return (
    <Page title={title} description={t('sections.screen.description')} testId="leadgen-screen">
      {area === 'leadgen' && <ScreensBreadcrumbs title={title} />}
      <Tabs
        label={title}
        value={tab}
        onChange={(id) => {
          // Leaving the form, or opening it from its tab, starts a new screen.
          setEditing(null);
          setTab(id as Tab);
        }}
        tabs={[
          { id: 'list', label: t('screens.tabs.list') },
          { id: 'form', label: editing ? t('screens.tabs.edit') : t('screens.tabs.form') },
        ]}
      >
        <Card>{content}</Card>
      </Tabs>
    </Page>
  );
}
