import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, api, unwrap } from './api';

export const ME_KEY = ['me'] as const;

/** The signed-in user (`GET /auth/me`); `data` is null when nobody is signed in. */
export function useMe() {
  return useQuery({
    queryKey: ME_KEY,
    staleTime: 60_000,
    retry: false,
    queryFn: async () => {
      try {
        return await unwrap(api.GET('/auth/me'));
      } catch (e) {
        if (e instanceof ApiError && e.status === 401) return null;
        throw e;
      }
    },
  });
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
