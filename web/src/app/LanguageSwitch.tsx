import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function LanguageSwitch() {
  const { i18n, t } = useTranslation('common');
  return (
    <SegmentedControl
      size="xs"
      aria-label={t('language')}
      value={i18n.language?.startsWith('en') ? 'en' : 'pl'}
      onChange={(v) => void i18n.changeLanguage(v)}
      data={[
        { value: 'pl', label: 'PL' },
        { value: 'en', label: 'EN' },
      ]}
    />
  );
}
