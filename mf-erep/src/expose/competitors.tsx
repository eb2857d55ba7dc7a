// A feature module (see FeatureModule in @erep/shared/federation): importing it registers mf-erep's
// texts; its component renders in the consumer's tree (the account area's parameters page).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FeatureModule, FeatureProps } from '@erep/shared/federation';
import { Card, SelectField } from '@erep/shared/ui';
import '../i18n/engagement/register';
import { QueryView } from '../components/query-view';
import { useEstablishmentList } from '../features/competitors/api/get-establishments';
import { CompetitorsAndLinks } from '../features/competitors/components/competitors-and-links';
import { ENGAGE_NS } from '../i18n/engagement/register';

/** Competitors and platform links of the customer's establishments, one establishment at a time. */
function CompetitorsFeature({ tag }: FeatureProps) {
  const { t } = useTranslation(ENGAGE_NS);
  const list = useEstablishmentList(tag);
  const [chosen, setChosen] = useState<number | null>(null);
  return (
    <section aria-labelledby="erep-competitors-title" data-testid="erep-competitors-feature">
      <h2 id="erep-competitors-title">{t('competitors.title')}</h2>
      <QueryView query={list} isEmpty={(rows) => rows.length === 0}>
        {(rows) => {
          const current = chosen ?? rows[0]?.id ?? 0;
          return (
            <>
              <Card>
                <SelectField
                  id="erep-competitors-establishment"
                  label={t('competitors.establishment')}
                  value={String(current)}
                  onChange={(e) => setChosen(Number(e.target.value))}
                  options={rows.map((r) => ({ value: String(r.id), label: r.city ? `${r.name} (${r.city})` : r.name }))}
                />
              </Card>
              <CompetitorsAndLinks tag={tag} establishmentId={current} />
            </>
          );
        }}
      </QueryView>
    </section>
  );
}

export default CompetitorsFeature satisfies FeatureModule['default'];
