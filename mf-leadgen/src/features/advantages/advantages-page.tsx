import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useBreadcrumbs } from '@erep/shared/bus';
import type { FeatureProps } from '@erep/shared/federation';
import { normaliseLanguage } from '@erep/shared/i18n';
import { useSession } from '@erep/shared/session';
import { Alert, Card, Page, Spinner, Tabs } from '@erep/shared/ui';
import { LEADGEN_NS } from '../../i18n/register';
import { useAdvantages } from './api/get-advantages';
import { AdvantageForm } from './components/advantage-form';
import { AdvantageList } from './components/advantage-list';
import { OffersFirstSteps } from './components/offers-first-steps';
import { SellerCodesNotice } from './components/seller-codes-notice';

function Breadcrumbs({ title }: { title: string }) {
  const { t } = useTranslation(LEADGEN_NS);
  useBreadcrumbs([{ label: t('area'), to: '/home/leadgen' }, { label: title }]);
  return null;
}

/**
 * Advantages given to visitors for their feedback (tabs list / form). Exposed as `./advantages`:
 * the tab and the advantage being edited live in the query string, so the page works under any prefix.
 */
export function AdvantagesPage({ tag, area }: FeatureProps) {
  const { t } = useTranslation(LEADGEN_NS);
  const [params, setParams] = useSearchParams();
  const customerLanguage = normaliseLanguage(useSession().user?.customer?.language ?? '') ?? 'fr';
  const tab = params.get('tab') === 'form' ? 'form' : 'list';
  const editId = Number(params.get('edit') ?? '') || null;
  const list = useAdvantages(tag);
  const editing = editId === null ? null : (list.data?.find((a) => a.id === editId) ?? null);
  const title = t('sections.advantage.title');

  const go = (next: { tab: 'list' | 'form'; edit?: number }) => {
    const search = new URLSearchParams(params);
    search.set('tab', next.tab);
    if (next.edit) search.set('edit', String(next.edit));
    else search.delete('edit');
    setParams(search);
  };

  let form = null;
  if (tab === 'form') {
    if (editId !== null && list.isPending) form = <Spinner label={t('advantages.loading')} />;
    else if (editId !== null && !editing) form = <Alert kind="warning">{t('advantages.errors.missing')}</Alert>;
    else form = <AdvantageForm key={editId ?? 'new'} tag={tag} advantage={editing} language={customerLanguage} onDone={() => go({ tab: 'list' })} />;
  }

  return (
    <Page title={title} description={t('sections.advantage.description')} testId="leadgen-advantage">
      {area === 'leadgen' && <Breadcrumbs title={title} />}
      {tab === 'list' ? <OffersFirstSteps tag={tag} area={area} onCreate={() => go({ tab: 'form' })} /> : null}
      <SellerCodesNotice tag={tag} />
      <Card>
        <Tabs
          label={title}
          value={tab}
          onChange={(id) => go({ tab: id === 'form' ? 'form' : 'list' })}
          tabs={[
            { id: 'list', label: t('advantages.tabs.list') },
            { id: 'form', label: t(editing ? 'advantages.tabs.edit' : 'advantages.tabs.new') },
          ]}
        >
          {tab === 'list' ? <AdvantageList tag={tag} onEdit={(id) => go({ tab: 'form', edit: id })} onCreate={() => go({ tab: 'form' })} /> : form}
        </Tabs>
      </Card>
    </Page>
  );
}
