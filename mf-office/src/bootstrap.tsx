import { renderStandalone } from '@agency/shared-ui/src/standalone';
import Office from './exposes/office';

// Standalone development of the office remote (the composed site routes through the shell, staff only).
renderStandalone({ '/office/*': <Office />, '*': <Office /> });
