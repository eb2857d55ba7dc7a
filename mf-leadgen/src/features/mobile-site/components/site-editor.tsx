import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { apiErrorText, apiFieldErrors, fieldErrorText } from '@erep/shared/i18n';
import { SITE_SECTION_NAMES, siteSettingsSchema, type SiteEditorData, type SiteSectionName, type SiteSettingsInput } from '@erep/shared/schemas';
import { Button, Card, SelectField, TextField, notify } from '@erep/shared/ui';
import { LEADGEN_NS } from '../../../i18n/register';
import { useSiteFiles } from '../api/get-site-files';
import { useSaveSite } from '../api/save-site';

interface ItemDraft {
  key: number;
  name: string;
  description: string;
  price: string;
}
interface LinkDraft {
  key: number;
  name: string;
  url: string;
}

let nextKey = 1;
const keyed = () => nextKey++;

/** The site of one establishment: sections shown, the menu (dishes or a published file), infos and links. */
export function SiteEditor({ tag, site }: { tag: string; site: SiteEditorData }) {
  const { t } = useTranslation(LEADGEN_NS);
  const k = (key: string) => `outreach.site.${key}`;
  const ids = useId();
  const files = useSiteFiles(tag);
  const save = useSaveSite(tag, site.establishment.id);
  const [sections, setSections] = useState<SiteSectionName[]>(site.sections);
  const [items, setItems] = useState<ItemDraft[]>(() => site.menu_items.map((i) => ({ key: keyed(), name: i.name, description: i.description, price: i.price === null ? '' : String(i.price) })));
  const [menuFile, setMenuFile] = useState(site.menu_file_id === null ? '' : String(site.menu_file_id));
  const [hours, setHours] = useState(site.opening_hours);
  const [phone, setPhone] = useState(site.phone);
  const [links, setLinks] = useState<LinkDraft[]>(() => site.social_links.map((l) => ({ key: keyed(), ...l })));
  const [errors, setErrors] = useState<Record<string, string[]>>({});

  const errorOf = (key: string) => {
    const code = errors[key]?.[0];
    return code ? t(`outreach.validation.${code}`, { defaultValue: fieldErrorText(code) }) : undefined;
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const input: SiteSettingsInput = {
      sections,
      menu_items: items.map((i) => ({ name: i.name, description: i.description, price: i.price.trim() === '' ? null : Number(i.price.replace(',', '.')) })),
      menu_file_id: menuFile ? Number(menuFile) : null,
      opening_hours: hours,
      phone,
      social_links: links.map((l) => ({ name: l.name, url: l.url })),
    };
    const checked = v.safeParse(siteSettingsSchema, input);
    if (!checked.success) {
      const flat = v.flatten<typeof siteSettingsSchema>(checked.issues).nested ?? {};
      setErrors(Object.fromEntries(Object.entries(flat).map(([key, value]) => [key, value ?? []])));
      return;
    }
    setErrors({});
    try {
      await save.mutateAsync(input);
      notify('success', t('outreach.saved'));
    } catch (error) {
      setErrors(apiFieldErrors(error));
      notify('error', apiErrorText(error));
    }
  };

  const toggle = (section: SiteSectionName) => setSections((s) => (s.includes(section) ? s.filter((x) => x !== section) : SITE_SECTION_NAMES.filter((x) => x === section || s.includes(x))));
  const setItem = (key: number, patch: Partial<ItemDraft>) => setItems((all) => all.map((i) => (i.key === key ? { ...i, ...patch } : i)));
  const setLink = (key: number, patch: Partial<LinkDraft>) => setLinks((all) => all.map((l) => (l.key === key ? { ...l, ...patch } : l)));

  return (
    <Card title={site.establishment.name}>
      <form onSubmit={onSubmit} noValidate className="outreach-form" data-testid="site-form">
        <p>
          <a href={site.url} target="_blank" rel="noopener noreferrer" data-testid="site-public-link">
            {t(k('open'))}
          </a>{' '}
          <code>{site.url}</code>
        </p>
        <fieldset className="outreach-inline">
          <legend>{t(k('sections'))}</legend>
          {SITE_SECTION_NAMES.map((s) => (
            <label key={s}>
              <input type="checkbox" checked={sections.includes(s)} onChange={() => toggle(s)} /> {t(k(`section.${s}`))}
            </label>
          ))}
        </fieldset>
        <fieldset className="outreach-fieldset">
          <legend>{t(k('menu'))}</legend>
          <div className="outreach-rows">
            {items.map((item, index) => (
              <div className="outreach-row" key={item.key}>
                <TextField label={t(k('itemName'))} value={item.name} onChange={(e) => setItem(item.key, { name: e.target.value })} error={errorOf(`menu_items.${index}.name`)} />
                <TextField label={t(k('itemDescription'))} value={item.description} onChange={(e) => setItem(item.key, { description: e.target.value })} error={errorOf(`menu_items.${index}.description`)} />
                <TextField label={t(k('itemPrice'))} inputMode="decimal" value={item.price} onChange={(e) => setItem(item.key, { price: e.target.value })} error={errorOf(`menu_items.${index}.price`)} />
                <Button type="button" variant="ghost" onClick={() => setItems((all) => all.filter((i) => i.key !== item.key))} aria-label={`${t('outreach.remove')} ${item.name}`}>
                  {t('outreach.remove')}
                </Button>
              </div>
            ))}
          </div>
          <div>
            <Button type="button" variant="secondary" onClick={() => setItems((all) => [...all, { key: keyed(), name: '', description: '', price: '' }])}>
              {t(k('addItem'))}
            </Button>
          </div>
          <SelectField
            label={t(k('menuFile'))}
            value={menuFile}
            onChange={(e) => setMenuFile(e.target.value)}
            options={[{ value: '', label: t(k('noFile')) }, ...(files.data ?? []).map((f) => ({ value: String(f.id), label: f.name }))]}
            error={errorOf('menu_file_id')}
            data-testid="site-menu-file-select"
          />
          <a href={`/home/leadgen/customer/${encodeURIComponent(tag)}/files`}>{t(k('manageFiles'))}</a>
        </fieldset>
        <fieldset className="outreach-fieldset">
          <legend>{t(k('infos'))}</legend>
          <div className="outreach-field">
            <label htmlFor={`${ids}-hours`}>{t(k('hours'))}</label>
            <textarea id={`${ids}-hours`} rows={3} value={hours} onChange={(e) => setHours(e.target.value)} />
          </div>
          <TextField label={t(k('phone'))} type="tel" value={phone} onChange={(e) => setPhone(e.target.value)} error={errorOf('phone')} />
        </fieldset>
        <fieldset className="outreach-fieldset">
          <legend>{t(k('follow'))}</legend>
          <p className="outreach-hint">{t(k('followHint'))}</p>
          <div className="outreach-rows">
            {links.map((link, index) => (
              <div className="outreach-row outreach-row--link" key={link.key}>
                <TextField label={t(k('linkName'))} value={link.name} onChange={(e) => setLink(link.key, { name: e.target.value })} error={errorOf(`social_links.${index}.name`)} />
                <TextField label={t(k('linkUrl'))} type="url" value={link.url} onChange={(e) => setLink(link.key, { url: e.target.value })} error={errorOf(`social_links.${index}.url`)} />
                <Button type="button" variant="ghost" onClick={() => setLinks((all) => all.filter((l) => l.key !== link.key))} aria-label={`${t('outreach.remove')} ${link.name}`}>
                  {t('outreach.remove')}
                </Button>
              </div>
            ))}
          </div>
          <div>
            <Button type="button" variant="secondary" onClick={() => setLinks((all) => [...all, { key: keyed(), name: '', url: 'https://' }])}>
              {t(k('addLink'))}
            </Button>
          </div>
        </fieldset>
        <p className="outreach-hint">
          {t(k('reviewsNote'))} {t(k('offersNote'))}
        </p>
        <div className="outreach-actions">
          <Button type="submit" loading={save.isPending}>
            {t('outreach.save')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
