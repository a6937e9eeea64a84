/**
 * Message catalogues: `src/locales/{pl,en}/{namespace}.json`, one namespace per feature, loaded
 * on demand. Polish is the default; the choice is kept in localStorage and `<html lang>`.
 */
import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';

export const LANGUAGES = ['pl', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

const catalogues = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/*.json');

const lazyCatalogues: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const load = catalogues[`../locales/${language}/${namespace}.json`];
    if (!load) return callback(null, {});
    load().then(
      (m) => callback(null, m.default),
      (err: Error) => callback(err, false),
    );
  },
};

function initialLanguage(): Language {
  const stored = localStorage.getItem('recepcja.lang');
  if (stored === 'pl' || stored === 'en') return stored;
  const url = new URLSearchParams(window.location.search).get('lang');
  if (url === 'pl' || url === 'en') return url;
  return 'pl';
}

void i18n
  .use(lazyCatalogues)
  .use(initReactI18next)
  .init({
    lng: initialLanguage(),
    fallbackLng: 'pl',
    supportedLngs: [...LANGUAGES],
    ns: ['common'],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    react: { useSuspense: true },
    returnNull: false,
  });

document.documentElement.lang = i18n.language;
i18n.on('languageChanged', (lng) => {
  document.documentElement.lang = lng;
  localStorage.setItem('recepcja.lang', lng);
});

export default i18n;
