import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBreadcrumbs } from '@erep/shared/bus';
import { Alert, Button, Card, EmptyState, Page, SelectField, Spinner } from '@erep/shared/ui';
import { LEADGEN_NS } from '../../../i18n/register';
import { useEstablishments } from '../api/get-establishments';
import { useSite } from '../api/get-site';
import { SiteEditor } from './site-editor';
import '../../../components/outreach.css';

/** The branded mobile site of each establishment, edited here. */
export function MobileSitePage({ tag }: { tag: string }) {
  const { t } = useTranslation(LEADGEN_NS);
  const title = t('outreach.site.title');
  useBreadcrumbs([{ label: t('area'), to: '/home/leadgen' }, { label: title }]);
  const establishments = useEstablishments(tag);
  const [chosen, setChosen] = useState<number | null>(null);
  const current = chosen ?? establishments.data?.[0]?.id ?? null;
  const site = useSite(tag, current);

  const failed = (retry: () => void) => (
    <Alert kind="error">
      {t('outreach.loadFailed')}{' '}
      <Button size="sm" variant="secondary" onClick={retry}>
        {t('outreach.retry')}
      </Button>
    </Alert>
  );

  return (
    <Page title={title} description={t('outreach.site.description')} testId="leadgen-site">
      {establishments.isPending ? (
        <Spinner label={t('outreach.loading')} />
      ) : establishments.isError ? (
        failed(() => void establishments.refetch())
      ) : establishments.data.length === 0 ? (
        <Card>
          <EmptyState title={t('outreach.site.noEstablishment')} />
        </Card>
      ) : (
        <>
          {establishments.data.length > 1 && (
            <SelectField
              label={t('outreach.site.establishment')}
              value={String(current ?? '')}
              onChange={(e) => setChosen(Number(e.target.value))}
              options={establishments.data.map((e) => ({ value: String(e.id), label: e.name }))}
            />
          )}
          {site.isPending ? <Spinner label={t('outreach.loading')} /> : site.isError ? failed(() => void site.refetch()) : <SiteEditor key={site.data.establishment.id} tag={tag} site={site.data} />}
        </>
      )}
    </Page>
  );
}
