/**
 * "Calls since the last visit": when the user last looked at the home page is kept in this
 * browser's localStorage, per user (the service keeps no such field). A visit ends when the
 * user leaves the page (another page of the app, a reload, closing the tab); the first visit
 * in a browser counts from the start of today.
 */
import { useEffect, useState } from 'react';
import { serverNow } from '../../lib/clock';

const key = (userId: string) => `recepcja.lastVisit.${userId}`;

function store(userId: string) {
  try {
    localStorage.setItem(key(userId), serverNow().toISOString());
  } catch {
    // storage unavailable (private mode): every visit counts from today
  }
}

/** The end of the previous visit (null: none in this browser); this visit is recorded as it ends. */
export function useLastVisit(userId: string): string | null {
  const [previous] = useState(() => {
    try {
      const stored = localStorage.getItem(key(userId));
      return stored && !Number.isNaN(Date.parse(stored)) ? stored : null;
    } catch {
      return null;
    }
  });
  useEffect(() => {
    store(userId);
    const leave = () => store(userId);
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('pagehide', leave);
      store(userId);
    };
  }, [userId]);
  return previous;
}
