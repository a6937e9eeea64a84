import { notifications } from '@mantine/notifications';
import i18n from '../../lib/i18n';

/**
 * A success message, as `notifySuccess` shows it, with a named close button (Mantine's has
 * no accessible name of its own, which axe reports as a critical violation while it is shown).
 */
export function notifyDone(message: string) {
  notifications.show({
    color: 'teal',
    message,
    autoClose: 4000,
    closeButtonProps: { 'aria-label': i18n.t('common:close') },
  });
}
