import { renderStandalone, standalonePages } from '@agency/shared-ui/standalone';
import { routes } from './routes';

// Standalone development of the marketing remote (the composed site routes through the shell instead): its page table.
renderStandalone(standalonePages(routes, (module) => import(/* webpackExclude: /\.test\.tsx$/ */ `./exposes/${module}.tsx`)));

// The table reads the pages' copy (their titles), so an edit to a page's copy also updates the table: the page
// itself is refreshed in place by React Refresh, and this router needs no new table while it runs, so the
// update stops here instead of reloading the page and losing what was typed (e2e/tests/dev-loop.spec.ts).
import.meta.webpackHot?.accept('./routes');
