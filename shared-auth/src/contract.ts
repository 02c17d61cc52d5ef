import { create } from 'zustand';
import { isOfficePath, loginWithRedirect, paths as pagePaths, setUpPath } from '@agency/contracts/pages';
import { normalizeServiceCode, type ServiceChoice, type ServiceCodeOrAlias } from '@agency/contracts/services';

/**
 * The cross-remote contract: what one part of the site may ask of another without importing it.
 *
 * - Any remote may ask for the booking dialog (optionally with a service preselected) or the contact dialog
 *   through `useSiteDialogs`. The shell loads mf-booking's dialog host on the first request; mf-booking reads
 *   the request from this store and renders the dialog. Closing clears the request.
 * - Page paths are shared below so that links between remotes stay correct when one of them changes.
 */
/**
 * What the visitor clicked to open the booking dialog (since 1.4.0), so the dialog is titled for it:
 * 'consultation' for "Book Consultation" and a package's "Get started", 'request' for "Request Service" and a
 * service's own button. A remote built earlier sends neither, and the dialog keeps its earlier title.
 */
export type BookingPurpose = 'consultation' | 'request';

export interface BookingOptions {
  purpose?: BookingPurpose;
  /** The package chosen with its "Get started" button, as the page names it ('Standard'); carried into the booking. */
  packageName?: string;
}

export type DialogRequest =
  | { kind: 'booking'; service: ServiceChoice; id: number; purpose?: BookingPurpose; packageName?: string }
  | { kind: 'contact'; id: number };

export interface SiteDialogsState {
  current: DialogRequest | null;
  openBooking: (service?: ServiceCodeOrAlias | null, options?: BookingOptions) => void;
  openContact: () => void;
  close: () => void;
}

let nextId = 1;

export const useSiteDialogs = create<SiteDialogsState>()((set) => ({
  current: null,
  openBooking: (service, options) =>
    set({
      current: {
        kind: 'booking',
        service: normalizeServiceCode(service),
        id: nextId++,
        ...(options?.purpose ? { purpose: options.purpose } : {}),
        ...(options?.packageName?.trim() ? { packageName: options.packageName.trim().slice(0, 60) } : {}),
      },
    }),
  openContact: () => set({ current: { kind: 'contact', id: nextId++ } }),
  close: () => set({ current: null }),
}));

/** Convenience for non-React callers and event handlers. */
export const openBookingDialog = (service?: ServiceCodeOrAlias | null, options?: BookingOptions) =>
  useSiteDialogs.getState().openBooking(service, options);
export const openContactDialog = () => useSiteDialogs.getState().openContact();

/**
 * The pages other remotes link to, as this shared singleton has offered them since 1.0: derived from the one
 * declaration of each page's path (@agency/contracts/pages), which each remote's page table routes by.
 * `setUp(token, email?)` chooses between the set-up page's two routes. A page added since is linked through
 * @agency/contracts/pages, which each app bundles: adding it here would be a new export of the singleton
 * (a minor version, docs/architecture.md), which an older shell would lack.
 */
const {
  setUpToken: _setUpToken,
  setUpWithEmail: _setUpWithEmail,
  verifyEmail: _verifyEmail,
  confirmBooking: _confirmBooking,
  manageConsultation: _manageConsultation,
  caseStudy: _caseStudy,
  work: _work,
  ...linked
} = pagePaths;
export const paths = { ...linked, setUp: setUpPath };

export { isOfficePath, loginWithRedirect };

/**
 * Every page's path pattern, for the shell's own use (since 1.3.0): the shell is the host that provides this
 * singleton, so it always has this export, and taking the table from here keeps it out of the shell's own
 * chunk (it is in this one already, for `paths`). Remotes take @agency/contracts/pages instead, so that they
 * run under an older shell too.
 */
export { pages } from '@agency/contracts/pages';
