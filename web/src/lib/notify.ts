import { notifications } from '@mantine/notifications';
import { ApiError } from './api';
import i18n from './i18n';

// The close button of a notification is icon-only: it needs a name (axe `button-name`).
const closeButtonProps = () => ({ 'aria-label': i18n.t('common:close') });

export function notifySuccess(message: string) {
  notifications.show({ color: 'teal', message, autoClose: 4000, closeButtonProps: closeButtonProps() });
}

export function notifyError(error: unknown) {
  const message = error instanceof ApiError ? error.message : i18n.t('common:errors.generic', { status: 0 });
  notifications.show({
    color: 'red',
    title: i18n.t('common:errors.title'),
    message,
    autoClose: 8000,
    closeButtonProps: closeButtonProps(),
  });
}
