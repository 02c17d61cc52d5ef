import { create } from 'zustand';
import { normalizeServiceCode, type ServiceChoice, type ServiceCodeOrAlias } from '@agency/contracts/src/services';

/**
 * The cross-remote contract: what one part of the site may ask of another without importing it.
 *
 * - Any remote may ask for the booking dialog (optionally with a service preselected) or the contact dialog
 *   through `useSiteDialogs`. The shell loads mf-booking's dialog host on the first request; mf-booking reads
 *   the request from this store and renders the dialog. Closing clears the request.
 * - Route paths are shared below so that links between remotes stay correct when one of them changes.
 */
export type DialogRequest =
  | { kind: 'booking'; service: ServiceChoice; id: number }
  | { kind: 'contact'; id: number };

export interface SiteDialogsState {
  current: DialogRequest | null;
  openBooking: (service?: ServiceCodeOrAlias | null) => void;
  openContact: () => void;
  close: () => void;
}

let nextId = 1;

export const useSiteDialogs = create<SiteDialogsState>()((set) => ({
  current: null,
  openBooking: (service) => set({ current: { kind: 'booking', service: normalizeServiceCode(service), id: nextId++ } }),
  openContact: () => set({ current: { kind: 'contact', id: nextId++ } }),
  close: () => set({ current: null }),
}));

/** Convenience for non-React callers and event handlers. */
export const openBookingDialog = (service?: ServiceCodeOrAlias | null) => useSiteDialogs.getState().openBooking(service);
export const openContactDialog = () => useSiteDialogs.getState().openContact();

/** Every route of the spec's route table. */
export const paths = {
  home: '/',
  homeAlias: '/home',
  about: '/about',
  services: '/services',
  packages: '/packages',
  design: '/design',
  digitalMarketing: '/digital-marketing',
  mentorship: '/mentorship/tutorship',
  faqs: '/faqs',
  login: '/login',
  forgotPassword: '/forgot-password',
  requestSent: '/reset-password/request-sent',
  resetPassword: (token: string) => `/reset-password/reset/${encodeURIComponent(token)}`,
  setUp: (token: string, email?: string) =>
    email ? `/set-up/${encodeURIComponent(token)}/${encodeURIComponent(email)}` : `/set-up/${encodeURIComponent(token)}`,
  dashboard: '/dashboard',
  profile: '/profile',
  requests: '/made-requests',
  settings: '/settings',
  orderSummary: '/order-summary',
  tutorials: '/tutorials',
  tutorialDetail: (id: string | number) => `/tutorial-detail/${id}`,
  certificate: (id: string) => `/certificate/${id}`,
  /** The agency's back office (mf-office), for staff accounts only. */
  office: '/office',
} as const;

/** Whether a path is in the back office, which only staff may open. */
export const isOfficePath = (path: string) => path === paths.office || path.startsWith(`${paths.office}/`);

/** The login route with a redirect target, as guarded pages use it. */
export const loginWithRedirect = (target: string) => `${paths.login}?redirect=${encodeURIComponent(target)}`;
