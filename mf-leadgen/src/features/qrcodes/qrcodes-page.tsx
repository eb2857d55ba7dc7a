import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FeatureProps } from '@erep/shared/federation';
import { QR_TARGET_KINDS, type QrTarget, type QrTargetKind } from '@erep/shared/schemas';
import { Alert, Button, Card, EmptyState, Page, Pagination, Spinner, Tabs, TextField } from '@erep/shared/ui';
import { LEADGEN_NS } from '../../i18n/register';
import { useQrTargets } from './api/get-qr-targets';
import { QrcodesBreadcrumbs } from './components/breadcrumbs';
import { PrintSheet } from './components/print-sheet';
import { QrCard } from './components/qr-card';
import styles from './qrcodes.module.css';

const PAGE_SIZE = 12;

/** Where a code leads, on this site's own origin (the public pages are served beside the back office). */
const publicUrl = (path: string) => `${window.location.origin}${path}`;

/** File base name: the target's name, plus the page for gates and external links (same names as the establishment's). */
function fileNameOf(target: QrTarget, suffix: string): string {
  return target.kind === 'gates' || target.kind === 'external_url' ? `${target.name} ${suffix}` : target.name;
}

/** QR codes of establishments, staff, services, gates and external links. Exposed as `./qrcodes`. */
export function QrcodesPage({ tag, area }: FeatureProps) {
  const { t } = useTranslation(LEADGEN_NS);
  const [kind, setKind] = useState<QrTargetKind>('establishments');
  const [filter, setFilter] = useState('');
  const [page, setPage] = useState(1);
  const [chosen, setChosen] = useState<Record<string, { key: string; name: string; url: string }>>({});
  const query = useQrTargets(tag, kind);
  const title = t('sections.qrcode.title');

  const rows = useMemo(() => {
    const text = filter.trim().toLocaleLowerCase();
    const all = query.data ?? [];
    return text ? all.filter((r) => `${r.name} ${r.establishment.name}`.toLocaleLowerCase().includes(text)) : all;
  }, [query.data, filter]);
  const pageCount = Math.max(1, Math.ceil(rows.length / PAGE_SIZE));
  const current = Math.min(page, pageCount);
  const visible = rows.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE);
  const sheet = Object.values(chosen);

  let content;
  if (query.isPending) content = <Spinner label={t('qrcodes.loading')} />;
  else if (query.isError)
    content = (
      <Alert kind="error" title={t('qrcodes.loadFailed')}>
        <Button size="sm" variant="secondary" onClick={() => void query.refetch()}>
          {t('qrcodes.retry')}
        </Button>
      </Alert>
    );
  else if ((query.data ?? []).length === 0) content = <EmptyState title={t(`qrcodes.empty.${kind}`)} />;
  else
    content = (
      <>
        <div className={styles.toolbar}>
          <TextField
            label={t('qrcodes.filter')}
            type="search"
            value={filter}
            onChange={(e) => {
              setFilter(e.target.value);
              setPage(1);
            }}
          />
        </div>
        {rows.length === 0 ? (
          <EmptyState title={t('qrcodes.noMatch')} />
        ) : (
          <ul className={styles.grid}>
            {visible.map((target) => {
              const url = publicUrl(target.path);
              const key = `${target.kind}:${target.key}`;
              const name = fileNameOf(target, t(`qrcodes.suffix.${target.kind}`));
              return (
                <QrCard
                  key={key}
                  target={target}
                  url={url}
                  fileName={name}
                  selected={key in chosen}
                  onSelect={(on) =>
                    setChosen((prev) => {
                      const next = { ...prev };
                      if (on) next[key] = { key, name, url };
                      else delete next[key];
                      return next;
                    })
                  }
                />
              );
            })}
          </ul>
        )}
        {pageCount > 1 ? <Pagination page={current} pageCount={pageCount} onChange={setPage} /> : null}
      </>
    );

  return (
    <Page
      title={title}
      description={t('sections.qrcode.description')}
      testId="leadgen-qrcode"
      actions={
        <Button variant="secondary" disabled={sheet.length === 0} onClick={() => window.print()}>
          {t('qrcodes.print', { count: sheet.length })}
        </Button>
      }
    >
      {area === 'leadgen' && <QrcodesBreadcrumbs title={title} />}
      <Tabs
        label={title}
        value={kind}
        onChange={(id) => {
          setKind(id as QrTargetKind);
          setFilter('');
          setPage(1);
        }}
        tabs={QR_TARGET_KINDS.map((k) => ({ id: k, label: t(`qrcodes.tabs.${k}`) }))}
      >
        <Card>{content}</Card>
      </Tabs>
      <PrintSheet items={sheet} />
    </Page>
  );
}
