import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText, apiFieldErrors } from '@erep/shared/i18n';
import type { CompetitorItem, PlatformLink, ProviderOption } from '@erep/shared/schemas';
import { Alert, Button, Card, ConfirmDialog, EmptyState, notify, TextField } from '@erep/shared/ui';
import styles from '../../../components/erep.module.css';
import { QueryView } from '../../../components/query-view';
import { ENGAGE_NS } from '../../../i18n/engagement/register';
import { useCompetitors } from '../api/get-competitors';
import { useCompetitorMutations } from '../api/save-competitor';
import { useLinkMutations } from '../api/save-link';
import { CompetitorGooglePlace } from './competitor-google-place';
import { LinkForm } from './link-form';

export interface CompetitorsAndLinksProps {
  tag: string;
  /** The establishment whose competitors and links are managed. */
  establishmentId: number;
}

type Pending = { kind: 'competitor'; item: CompetitorItem } | { kind: 'link'; link: PlatformLink } | null;

function LinkList({ tag, establishmentId, links, providers, competitorTag, testId }: { tag: string; establishmentId: number; links: PlatformLink[]; providers: ProviderOption[]; competitorTag: string | null; testId: string }) {
  const { t } = useTranslation(ENGAGE_NS);
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [confirm, setConfirm] = useState<PlatformLink | null>(null);
  const { remove } = useLinkMutations(tag, establishmentId);
  const prefix = `links-${establishmentId}-${competitorTag ?? 'own'}`;
  return (
    <div data-testid={testId}>
      {links.length === 0 ? <p className={styles.muted}>{t(competitorTag ? 'competitors.noLinks' : 'competitors.noLinks')}</p> : null}
      <ul className={styles.plainList}>
        {links.map((link) => (
          <li key={link.id} className={styles.linkRow} data-testid="platform-link">
            {editing === link.id ? (
              <LinkForm tag={tag} establishmentId={establishmentId} providers={providers} competitorTag={competitorTag} link={link} onDone={() => setEditing(null)} idPrefix={`${prefix}-${link.id}`} />
            ) : (
              <>
                <strong>{link.name}</strong>
                <a href={link.url} target="_blank" rel="noopener noreferrer" className={styles.rowLink}>
                  {link.url}
                </a>
                <span className={styles.actions}>
                  <Button type="button" size="sm" variant="secondary" onClick={() => setEditing(link.id)} aria-label={`${t('competitors.edit')} ${link.name}`}>
                    {t('competitors.edit')}
                  </Button>
                  <Button type="button" size="sm" variant="danger" onClick={() => setConfirm(link)} aria-label={`${t('competitors.remove')} ${link.name}`}>
                    {t('competitors.remove')}
                  </Button>
                </span>
              </>
            )}
          </li>
        ))}
      </ul>
      {editing === 'new' ? (
        <LinkForm tag={tag} establishmentId={establishmentId} providers={providers} competitorTag={competitorTag} onDone={() => setEditing(null)} idPrefix={`${prefix}-new`} />
      ) : (
        <Button type="button" size="sm" variant="secondary" onClick={() => setEditing('new')} data-testid="add-link">
          {t('competitors.addLink')}
        </Button>
      )}
      <ConfirmDialog
        open={confirm !== null}
        title={t('competitors.removeLinkTitle')}
        message={t('competitors.removeLinkMessage', { name: confirm?.name ?? '' })}
        confirmLabel={t('competitors.remove')}
        cancelLabel={t('competitors.cancel')}
        variant="danger"
        loading={remove.isPending}
        onCancel={() => setConfirm(null)}
        onConfirm={() => {
          if (confirm) remove.mutate(confirm.id, { onSuccess: () => { setConfirm(null); notify('success', t('competitors.removed')); }, onError: (e) => notify('error', apiErrorText(e)) });
        }}
      />
    </div>
  );
}

function CompetitorForm({ tag, establishmentId }: { tag: string; establishmentId: number }) {
  const { t } = useTranslation(ENGAGE_NS);
  const { add } = useCompetitorMutations(tag, establishmentId);
  const [name, setName] = useState('');
  const [competitorTag, setCompetitorTag] = useState('');
  const [tagTouched, setTagTouched] = useState(false);
  const slug = (value: string) =>
    value
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 64);
  const fieldError = (field: string) => {
    const code = apiFieldErrors(add.error)[field]?.[0];
    return code ? t(`competitors.errors.${code}`, { defaultValue: apiErrorText(add.error) }) : undefined;
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate(
      { name: name.trim(), competitor_tag: competitorTag || slug(name) },
      {
        onSuccess: () => {
          setName('');
          setCompetitorTag('');
          setTagTouched(false);
          notify('success', t('competitors.added'));
        },
      },
    );
  };
  return (
    <form className={styles.inlineForm} onSubmit={submit} noValidate data-testid="competitor-form">
      <TextField
        id={`competitor-name-${establishmentId}`}
        label={t('competitors.name')}
        required
        maxLength={120}
        value={name}
        onChange={(e) => {
          setName(e.target.value);
          if (!tagTouched) setCompetitorTag(slug(e.target.value));
        }}
        error={fieldError('name')}
        data-testid="competitor-name"
      />
      <TextField
        id={`competitor-tag-${establishmentId}`}
        label={t('competitors.tag')}
        required
        maxLength={64}
        value={competitorTag}
        onChange={(e) => {
          setTagTouched(true);
          setCompetitorTag(e.target.value);
        }}
        error={fieldError('competitor_tag')}
      />
      {add.isError && !Object.keys(apiFieldErrors(add.error)).length ? <Alert kind="error" title={apiErrorText(add.error)} /> : null}
      <div className={styles.actions}>
        <Button type="submit" loading={add.isPending} data-testid="competitor-add">
          {t('competitors.add')}
        </Button>
      </div>
    </form>
  );
}

function CompetitorRow({ tag, establishmentId, item, providers, onRemove }: { tag: string; establishmentId: number; item: CompetitorItem; providers: ProviderOption[]; onRemove: () => void }) {
  const { t } = useTranslation(ENGAGE_NS);
  const { rename } = useCompetitorMutations(tag, establishmentId);
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(item.name);
  return (
    <li className={styles.competitor} data-testid="competitor">
      {editing ? (
        <form
          className={styles.inlineForm}
          onSubmit={(e) => {
            e.preventDefault();
            rename.mutate({ id: item.id, name: name.trim() }, { onSuccess: () => setEditing(false) });
          }}
        >
          <TextField id={`competitor-rename-${item.id}`} label={t('competitors.name')} value={name} onChange={(e) => setName(e.target.value)} required maxLength={120} error={rename.isError ? apiErrorText(rename.error) : undefined} />
          <div className={styles.actions}>
            <Button type="submit" size="sm" loading={rename.isPending}>
              {t('competitors.save')}
            </Button>
            <Button type="button" size="sm" variant="secondary" onClick={() => setEditing(false)}>
              {t('competitors.cancel')}
            </Button>
          </div>
        </form>
      ) : (
        <div className={styles.competitorHead}>
          <h4>
            {item.name} <small className={styles.muted}>({item.competitor_tag})</small>
          </h4>
          <span className={styles.actions}>
            <Button type="button" size="sm" variant="secondary" onClick={() => setEditing(true)} aria-label={`${t('competitors.edit')} ${item.name}`}>
              {t('competitors.edit')}
            </Button>
            <Button type="button" size="sm" variant="danger" onClick={onRemove} aria-label={`${t('competitors.remove')} ${item.name}`}>
              {t('competitors.remove')}
            </Button>
          </span>
        </div>
      )}
      <LinkList tag={tag} establishmentId={establishmentId} links={item.links} providers={providers} competitorTag={item.competitor_tag} testId={`competitor-links-${item.competitor_tag}`} />
      <CompetitorGooglePlace tag={tag} establishmentId={establishmentId} competitor={item} />
    </li>
  );
}

/** An establishment's platform links and competitors (with their links): list, add, edit, remove with confirmation. */
export function CompetitorsAndLinks({ tag, establishmentId }: CompetitorsAndLinksProps) {
  const { t } = useTranslation(ENGAGE_NS);
  const query = useCompetitors(tag, establishmentId);
  const { remove } = useCompetitorMutations(tag, establishmentId);
  const [pending, setPending] = useState<Pending>(null);
  return (
    <div className={styles.stack} data-testid="competitors-and-links">
      <QueryView query={query}>
        {(data) => (
          <>
            <Card>
              <h3>{t('competitors.links')}</h3>
              <p className={styles.muted}>{t('competitors.linksHint')}</p>
              <LinkList tag={tag} establishmentId={establishmentId} links={data.links} providers={data.providers} competitorTag={null} testId="own-links" />
            </Card>
            <Card>
              <h3>{t('competitors.competitors')}</h3>
              {data.competitors.length === 0 ? <EmptyState title={t('competitors.noCompetitors')} /> : null}
              <ul className={styles.plainList}>
                {data.competitors.map((item) => (
                  <CompetitorRow key={item.id} tag={tag} establishmentId={establishmentId} item={item} providers={data.providers} onRemove={() => setPending({ kind: 'competitor', item })} />
                ))}
              </ul>
              <CompetitorForm tag={tag} establishmentId={establishmentId} />
            </Card>
          </>
        )}
      </QueryView>
      <ConfirmDialog
        open={pending?.kind === 'competitor'}
        title={t('competitors.removeCompetitorTitle')}
        message={t('competitors.removeCompetitorMessage', { name: pending?.kind === 'competitor' ? pending.item.name : '' })}
        confirmLabel={t('competitors.remove')}
        cancelLabel={t('competitors.cancel')}
        variant="danger"
        loading={remove.isPending}
        onCancel={() => setPending(null)}
        onConfirm={() => {
          if (pending?.kind === 'competitor')
            remove.mutate(pending.item.id, {
              onSuccess: () => {
                setPending(null);
                notify('success', t('competitors.removed'));
              },
              onError: (e) => notify('error', apiErrorText(e)),
            });
        }}
      />
    </div>
  );
}
