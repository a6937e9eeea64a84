import { Divider, Stack } from '@mantine/core';
import { type CSSProperties, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Loading, PageTitle } from '../../components/common';
import { useMe } from '../../lib/session';
import { AskSection } from './AskSection';
import { DocumentsSection } from './DocumentsSection';
import { FaqSection } from './FaqSection';
import { ScoreSection } from './ScoreSection';

/**
 * The knowledge base: the score and what to do next, the receptionist's answer to a test
 * question, the FAQ in both languages (`#faq`) and the documents (`#upload`). Deep links of the
 * service point at the anchors, so the page scrolls to the one in the address.
 */
export default function KnowledgePage() {
  const { t } = useTranslation('knowledge');
  const tenantId = useMe().data?.tenant_id ?? null;
  const { hash } = useLocation();

  useEffect(() => {
    if (!hash || !tenantId) return;
    const id = decodeURIComponent(hash.slice(1));
    // The sections are there at once; their content arrives later and may push them down.
    const go = () => document.getElementById(id)?.scrollIntoView({ block: 'start' });
    go();
    const timer = window.setTimeout(go, 400);
    return () => window.clearTimeout(timer);
  }, [hash, tenantId]);

  if (!tenantId) return <Loading />;
  return (
    // Mantine's error red (red.6) is below AA contrast on white, for the message and the field's text.
    <Stack
      gap="xl"
      maw={1100}
      style={{ '--mantine-color-error': 'var(--mantine-color-red-8)' } as CSSProperties}
    >
      <PageTitle title={t('title')}>{t('title')}</PageTitle>
      <ScoreSection tenantId={tenantId} />
      <Divider />
      <AskSection tenantId={tenantId} />
      <Divider />
      <FaqSection tenantId={tenantId} />
      <Divider />
      <DocumentsSection tenantId={tenantId} />
    </Stack>
  );
}
