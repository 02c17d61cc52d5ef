import { renderStandalone } from '@agency/shared-ui/src/standalone';
import Certificate from './exposes/certificate';
import TutorialDetail from './exposes/tutorial-detail';
import Tutorials from './exposes/tutorials';

// Standalone development of the academy remote (the composed site routes through the shell instead).
renderStandalone({ '/tutorials': <Tutorials />, '/tutorial-detail/:id': <TutorialDetail />, '/certificate/:id': <Certificate />, '*': <Tutorials /> });
