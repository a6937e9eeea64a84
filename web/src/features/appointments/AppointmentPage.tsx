/** `/appointments/:id`: one appointment on its own page (another tenant's id is the not-found page). */
import '@mantine/dates/styles.css';
import 'dayjs/locale/pl';
import { Anchor, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ErrorState, Loading, PageTitle } from '../../components/common';
import { useTenantTimeZone } from '../../lib/time';
import { AppointmentDetails } from './AppointmentDetails';
import { useAppointment } from './data';
import { localParts } from './zone';

export default function AppointmentPage() {
  const { t } = useTranslation('appointments');
  const { id = '' } = useParams();
  const tz = useTenantTimeZone();
  const q = useAppointment(id);
  if (q.isPending) return <Loading />;
  if (q.isError) return <ErrorState error={q.error} retry={() => void q.refetch()} />;
  const a = q.data;
  const title = t('details.pageTitle', { name: a.patient_name });
  return (
    <Stack gap="md" maw={720}>
      <Anchor
        component={Link}
        to={`/appointments?date=${localParts(new Date(a.start_time), tz).date}`}
        size="sm"
      >
        {t('details.back')}
      </Anchor>
      <PageTitle title={title}>{title}</PageTitle>
      <AppointmentDetails id={a.id} headingOrder={2} />
    </Stack>
  );
}
