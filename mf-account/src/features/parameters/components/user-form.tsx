import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { currentLanguage } from '@erep/shared/i18n';
import { ACCOUNT_ROLES, inviteUserSchema, type AccountRole, type AccountUser, type Establishment } from '@erep/shared/schemas';
import { Button, Modal, SelectField, TextField, notify } from '@erep/shared/ui';
import { ApiRequestError } from '@erep/shared/api';
import { ACCOUNT_NS } from '../../../lib/sections';
import { useInviteUser } from '../api/invite-user';
import { useUpdateUser } from '../api/update-user';
import { paramFailure, paramFieldError } from '../lib/errors';
import { EstablishmentChecks } from './establishment-checks';

type Errors = Partial<Record<'email' | 'first_name' | 'last_name' | 'role' | 'establishments', string>>;

/** Invite a user (email, name, role, the establishments a manager reaches) or change an existing one's role and establishments. */
export function UserForm({ tag, user, establishments, onClose }: { tag: string; user: AccountUser | null; establishments: readonly Establishment[]; onClose: () => void }) {
  const { t } = useTranslation(ACCOUNT_NS);
  const invite = useInviteUser(tag);
  const update = useUpdateUser(tag);
  const [email, setEmail] = useState('');
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [role, setRole] = useState<AccountRole>(user?.role ?? 'manager');
  const [chosen, setChosen] = useState<number[]>(user?.establishments ?? []);
  const [errors, setErrors] = useState<Errors>({});

  const serverErrors = (error: unknown): boolean => {
    if (!(error instanceof ApiRequestError) || !error.body.errors) return false;
    const found: Errors = {};
    for (const [field, keys] of Object.entries(error.body.errors)) {
      if (keys[0] && ['email', 'first_name', 'last_name', 'role', 'establishments'].includes(field)) found[field as keyof Errors] = paramFieldError(t, field, keys[0]);
    }
    setErrors(found);
    return Object.keys(found).length > 0;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const establishmentsChosen = role === 'manager' ? chosen : [];
    try {
      if (user) {
        if (role === 'manager' && chosen.length === 0) {
          setErrors({ establishments: paramFieldError(t, 'establishments', 'required') });
          return;
        }
        await update.mutateAsync({ id: user.id, input: { role, establishments: establishmentsChosen, active: user.active } });
        notify('success', t('parameters.users.updated', { email: user.email }));
      } else {
        const parsed = v.safeParse(inviteUserSchema, { email, first_name: firstName, last_name: lastName, role, establishments: establishmentsChosen, language: currentLanguage() });
        if (!parsed.success) {
          const flat = v.flatten<typeof inviteUserSchema>(parsed.issues).nested ?? {};
          const found: Errors = {};
          for (const [field, messages] of Object.entries(flat)) {
            const key = field.split('.')[0] as keyof Errors;
            if (messages?.[0] && !found[key]) found[key] = paramFieldError(t, key, messages[0]);
          }
          setErrors(found);
          return;
        }
        await invite.mutateAsync(parsed.output);
        notify('success', t('parameters.users.invited', { email: parsed.output.email }));
      }
      onClose();
    } catch (error) {
      if (!serverErrors(error)) notify('error', paramFailure(t, error));
    }
  };

  return (
    <Modal open size="lg" title={user ? t('parameters.users.editTitle', { email: user.email }) : t('parameters.users.inviteTitle')} onClose={onClose}>
      <form onSubmit={(event) => void submit(event)} noValidate className="account-form" data-testid="user-form">
        {user ? null : (
          <div className="account-grid">
            <TextField label={t('fields.email')} type="email" autoComplete="off" required value={email} error={errors.email} onChange={(e) => setEmail(e.target.value)} />
            <TextField label={t('fields.first_name')} required value={firstName} error={errors.first_name} onChange={(e) => setFirstName(e.target.value)} />
            <TextField label={t('fields.last_name')} required value={lastName} error={errors.last_name} onChange={(e) => setLastName(e.target.value)} />
          </div>
        )}
        <SelectField
          label={t('parameters.users.role')}
          hint={t(`parameters.users.roleHint.${role}`)}
          options={ACCOUNT_ROLES.map((value) => ({ value, label: t(`parameters.users.roles.${value}`) }))}
          value={role}
          error={errors.role}
          onChange={(e) => setRole(e.target.value as AccountRole)}
        />
        {role === 'manager' ? (
          <EstablishmentChecks
            legend={t('parameters.users.establishments')}
            establishments={establishments}
            chosen={chosen}
            onChange={setChosen}
            error={errors.establishments}
            errorId="user-establishments-error"
          />
        ) : null}
        <div className="account-actions">
          <Button type="button" variant="secondary" onClick={onClose}>
            {t('parameters.cancel')}
          </Button>
          <Button type="submit" loading={invite.isPending || update.isPending}>
            {user ? t('save') : t('parameters.users.send')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
