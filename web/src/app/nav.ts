/** The sections of the signed-in app, in the navigation's order (labels: `common:nav.*`). */
export interface NavItem {
  to: string;
  label: string;
  adminOnly?: boolean;
}

export const NAV: NavItem[] = [
  { to: '/', label: 'nav.home' },
  { to: '/calls', label: 'nav.calls' },
  { to: '/follow-ups', label: 'nav.followUps' },
  { to: '/appointments', label: 'nav.appointments' },
  { to: '/stats', label: 'nav.stats' },
  { to: '/missed-questions', label: 'nav.missedQuestions' },
  { to: '/knowledge', label: 'nav.knowledge' },
  { to: '/try', label: 'nav.try' },
  { to: '/settings/business', label: 'nav.receptionist' },
  { to: '/readiness', label: 'nav.readiness' },
  { to: '/developers', label: 'nav.developers' },
  { to: '/billing', label: 'nav.billing' },
  { to: '/settings/account', label: 'nav.account' },
  { to: '/admin', label: 'nav.admin', adminOnly: true },
];
