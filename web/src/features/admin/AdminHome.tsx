import { Anchor, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageTitle } from '../../components/common';
import { SECTIONS } from './AdminLayout';

/** The administration's front page: what each section is for. */
export default function AdminHome() {
  const { t } = useTranslation('admin');
  return (
    <Stack>
      <PageTitle title={t('home.title')}>{t('home.title')}</PageTitle>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {SECTIONS.map((s) => (
          <Card key={s.to} withBorder padding="md">
            <Title order={2} size="h4" mb="xs">
              <Anchor component={Link} to={s.to}>
                {t(`nav.${s.key}`)}
              </Anchor>
            </Title>
            <Text size="sm">{t(`home.${s.key}`)}</Text>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
