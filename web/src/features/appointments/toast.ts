import { notifications } from '@mantine/notifications';
import i18n from '../../lib/i18n';

/** A short success note whose close button has a name (screen readers, axe). */
export function toastSuccess(message: string) {
  notifications.show({
    color: 'teal',
    message,
    autoClose: 4000,
    closeButtonProps: { 'aria-label': i18n.t('common:close') },
  });
}
