import { CertificatePage } from '../features/certificate/components/certificate-page';

export default CertificatePage;
