import { renderStandalone } from '@agency/shared-ui/src/standalone';
import Home from './exposes/home';

// Standalone development of the marketing remote (the composed site routes through the shell instead).
renderStandalone({ '/': <Home />, '*': <Home /> });
