import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, api, unwrap } from './api';

export const ME_KEY = ['me'] as const;

declare global {
  interface Window {
    /** The early `GET /auth/me` that index.html starts before the app's code has loaded. */
    __recepcjaMe?: Promise<Response | null>;
  }
}

const fetchMe = () => unwrap(api.GET('/auth/me'));
type MeBody = Awaited<ReturnType<typeof fetchMe>>;

/** Takes index.html's early answer (once): the user, null when signed out, undefined to ask again. */
async function earlyMe(): Promise<MeBody | null | undefined> {
  const early = window.__recepcjaMe;
  if (!early) return undefined;
  window.__recepcjaMe = undefined;
  const res = await early;
  if (res?.status === 401) return null;
  if (!res?.ok) return undefined;
  return (await res.json().catch(() => undefined)) as MeBody | undefined;
}

/** Whether index.html started the signed-in check (a signed-in page, not a signed-out one). */
export const startedEarly = () => window.__recepcjaMe !== undefined;

/** `GET /auth/me` as a query: null when nobody is signed in. Shared by `useMe` and the start-up prefetch. */
export const meQuery = queryOptions({
  queryKey: ME_KEY,
  staleTime: 60_000,
  retry: false,
  queryFn: async () => {
    const early = await earlyMe();
    if (early !== undefined) return early;
    try {
      return await fetchMe();
    } catch (e) {
      if (e instanceof ApiError && e.status === 401) return null;
      throw e;
    }
  },
});

/** The signed-in user (`GET /auth/me`); `data` is null when nobody is signed in. */
export function useMe() {
  return useQuery(meQuery);
}

export type Me = NonNullable<ReturnType<typeof useMe>['data']>;

export function useSignOut() {
  const qc = useQueryClient();
  return async () => {
    await api.POST('/auth/logout').catch(() => undefined);
    qc.clear();
    qc.setQueryData(ME_KEY, null);
  };
}
