// What the share scope provides as `react-i18next`: the hook, the provider and the i18next plugin.
// `Trans` and its HTML parser (a third of the package) stay out until a screen needs them; every
// build checks its imports against this list, and a new name ships with the shell.
export {
  I18nContext,
  I18nextProvider,
  Translation,
  getI18n,
  initReactI18next,
  setI18n,
  useTranslation,
  withTranslation,
} from 'react-i18next';
