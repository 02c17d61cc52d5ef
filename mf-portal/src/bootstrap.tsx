import { renderStandalone } from '@agency/shared-ui/src/standalone';
import Dashboard from './exposes/dashboard';
import Login from './exposes/login';

// Standalone development of the portal remote (the composed site routes through the shell instead).
renderStandalone({ '/login': <Login />, '/dashboard': <Dashboard />, '*': <Login /> });
