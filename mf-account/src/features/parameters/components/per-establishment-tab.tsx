import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Card, EmptyState, SelectField, Spinner } from '@erep/shared/ui';
import { LoadFailed } from '../../../components/load-failed';
import { ACCOUNT_NS } from '../../../lib/sections';
import { useAllEstablishments } from '../api/list-establishments';
import { parametersPath, type ParameterTab } from '../lib/tabs';
import { establishmentLabel } from './establishment-checks';
import { SellerCodeSection } from './seller-code-section';
import { StaffSection } from './staff-section';
import { UnitsSection } from './units-section';

/** Staff, units or the seller code of one establishment, chosen in a picker kept in the address. */
export function PerEstablishmentTab({ tag, tab, subTab }: { tag: string; tab: Extract<ParameterTab, 'staff' | 'units' | 'seller_codes'>; subTab: string | undefined }) {
  const { t } = useTranslation(ACCOUNT_NS);
  const navigate = useNavigate();
  const establishments = useAllEstablishments(tag);
  if (establishments.isPending) return <Spinner label={t('loading')} />;
  if (establishments.isError) return <LoadFailed onRetry={establishments.refetch} />;
  const list = establishments.data;
  if (list.length === 0) {
    return (
      <Card>
        <EmptyState title={t('parameters.establishments.empty')} description={t('parameters.perEstablishment.createFirst')} />
      </Card>
    );
  }
  const chosen = list.find((e) => String(e.id) === subTab) ?? list[0];
  if (!chosen) return null;
  return (
    <Card>
      <div className="account-toolbar">
        <SelectField
          label={t('parameters.perEstablishment.establishment')}
          options={list.map((e) => ({ value: String(e.id), label: establishmentLabel(e) }))}
          value={String(chosen.id)}
          onChange={(event) => navigate(parametersPath(tag, tab, event.target.value))}
          data-testid="establishment-picker"
        />
      </div>
      {tab === 'staff' ? (
        <StaffSection key={chosen.id} tag={tag} establishmentId={chosen.id} />
      ) : tab === 'units' ? (
        <UnitsSection key={chosen.id} tag={tag} establishmentId={chosen.id} />
      ) : (
        <SellerCodeSection key={chosen.id} tag={tag} establishment={chosen} />
      )}
    </Card>
  );
}
