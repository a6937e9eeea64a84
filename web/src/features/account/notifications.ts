/** The in-app notifications query (`GET /notifications`), shared by the page and the bell. */
import { api, unwrap } from '../../lib/api';

export const NOTIFICATIONS_KEY = ['notifications'] as const;
export const listNotifications = () =>
  unwrap(api.GET('/notifications', { params: { query: { limit: 100 } } }));
export type Notification = Awaited<ReturnType<typeof listNotifications>>['data'][number];
