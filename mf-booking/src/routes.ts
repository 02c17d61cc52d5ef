import { pages } from '@agency/contracts/pages';
import type { PageEntry } from '@agency/shared-auth/route-table';
import { copy } from './copy';

const page = pages.booking;

/**
 * The booking remote's pages: the booking and contact forms at addresses of their own (issue 28), server-rendered,
 * which post without JavaScript. Elsewhere the shell opens the same forms as dialogs (./Dialogs, shared-auth's contract).
 */
export const routes: PageEntry[] = [
  { path: page.book, expose: 'Book', module: 'book', meta: { title: copy.pages.book.metaTitle, description: copy.pages.book.metaDescription, public: true } },
  {
    path: page.contact,
    expose: 'Contact',
    module: 'contact',
    meta: { title: copy.pages.contact.metaTitle, description: copy.pages.contact.metaDescription, public: true },
  },
];
