/** What LinkedIn's "Add to profile" form is pre-filled with for a certification. */
export interface LinkedInCertification {
  /** The certification's name (the course title). */
  name: string;
  /** The issuer, as LinkedIn shows it when no organization id is given. */
  organizationName: string;
  /** The issue date, `YYYY-MM-DD` (the tutorial's end date). */
  issuedOn: string;
  /** The holder's own certificate number (LinkedIn's "Credential ID"). */
  certId: string;
  /** The public verify page (LinkedIn's "Credential URL"). */
  certUrl: string;
}

const ADD_TO_PROFILE = 'https://www.linkedin.com/profile/add';

/**
 * LinkedIn's add-to-profile link for a certification: opens the member's "Add license or certification"
 * form with the name, issuing organization, issue month and year, credential id and credential URL filled in.
 */
export function linkedInAddToProfileUrl(cert: LinkedInCertification): string {
  const match = /^(\d{4})-(\d{2})-\d{2}$/.exec(cert.issuedOn);
  const params = new URLSearchParams({ startTask: 'CERTIFICATION_NAME', name: cert.name, organizationName: cert.organizationName });
  if (match) {
    params.set('issueYear', match[1]!);
    params.set('issueMonth', String(Number(match[2])));
  }
  params.set('certUrl', cert.certUrl);
  params.set('certId', cert.certId);
  return `${ADD_TO_PROFILE}?${params.toString()}`;
}
