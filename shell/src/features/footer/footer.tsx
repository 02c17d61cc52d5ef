import { paths as pagePaths } from '@agency/contracts/pages';
import { AGENCY_CONTACT, openContactDialog, paths } from '@agency/shared-auth';
import { Container, Link, media } from '@agency/shared-ui';
import styled from 'styled-components';
import { Logo } from '../../components/logo';
import { NoScriptForm } from '../../components/no-script-form';
import { copy } from '../../copy';
import { Newsletter } from '../newsletter/newsletter';
import { SocialLinks } from './social-links';

const Wrap = styled.footer`
  background: ${({ theme }) => theme.color.dark};
  color: ${({ theme }) => theme.color.darkText};
  padding: 3rem 0 1.5rem;
  a, button.link { color: ${({ theme }) => theme.color.darkText}; }
  h2 { font-size: 1rem; text-transform: uppercase; letter-spacing: 0.06em; margin-bottom: 0.8rem; color: #ffffff; }
  .suffix { color: #ffb68a !important; }
`;

/**
 * One column on phones (≤ 600 px), two by two on tablets and small laptops (< 1024 px), four from the lg
 * breakpoint. Columns may shrink below their content's natural width (min-width: 0), so a long address or
 * the newsletter field wraps inside its column instead of widening the page.
 */
const Grid = styled.div`
  display: grid;
  gap: 2rem;
  grid-template-columns: minmax(0, 1fr);
  @media (min-width: 601px) { grid-template-columns: repeat(2, minmax(0, 1fr)); gap: 2.5rem 2rem; }
  ${media.lg} { grid-template-columns: minmax(0, 1.2fr) minmax(0, 0.75fr) minmax(0, 1.3fr) minmax(0, 1.5fr); gap: 2rem; }
  & > * { min-width: 0; }
  a, address { overflow-wrap: break-word; }
`;

const LinkList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li { margin-bottom: 0.2rem; }
  a, button { display: inline-flex; align-items: center; min-height: 44px; text-decoration: none; }
  a:hover, button:hover { text-decoration: underline; }
  button { background: none; border: 0; padding: 0; cursor: pointer; font: inherit; }
`;

const Tagline = styled.p`
  margin-top: 0.75rem;
  max-width: 34ch;
`;

const NewsletterNote = styled.p`
  margin: 0.5rem 0 0;
  font-size: 0.85rem;
  a { text-decoration: underline; }
`;

const Bottom = styled.div`
  margin-top: 2.5rem;
  padding-top: 1.25rem;
  border-top: 1px solid rgba(232, 235, 247, 0.2);
  font-size: 0.9rem;
`;

/** Footer (spec section 2): About us, Services, FAQs, Contact Us (dialog), newsletter, social icons, copyright 2023, phone and email. */
export function Footer() {
  return (
    <Wrap>
      <Container>
        <Grid>
          <div data-footer-column="brand">
            <Logo inverted />
            <Tagline>{copy.footer.tagline}</Tagline>
          </div>
          <nav aria-label={copy.footer.linksHeading} data-footer-column="links">
            <h2>{copy.footer.linksHeading}</h2>
            <LinkList>
              <li>
                <Link to={paths.about}>{copy.footer.about}</Link>
              </li>
              <li>
                <Link to={paths.services}>{copy.footer.services}</Link>
              </li>
              <li>
                <Link to={pagePaths.work}>{copy.footer.work}</Link>
              </li>
              <li>
                <Link to={paths.faqs}>{copy.footer.faqs}</Link>
              </li>
              <li>
                <NoScriptForm action={pagePaths.contact}>
                  <button
                    type="submit"
                    className="link"
                    data-replay="shell"
                    onClick={(event) => {
                      event.preventDefault();
                      openContactDialog();
                    }}
                  >
                    {copy.footer.contact}
                  </button>
                </NoScriptForm>
              </li>
              <li>
                <Link to={pagePaths.privacy}>{copy.footer.privacy}</Link>
              </li>
            </LinkList>
          </nav>
          <div data-footer-column="contact">
            <h2>{copy.footer.contactHeading}</h2>
            <LinkList>
              <li>
                <a href={AGENCY_CONTACT.phoneHref}>{AGENCY_CONTACT.phone}</a>
              </li>
              <li>
                <a href={`mailto:${AGENCY_CONTACT.email}`}>{AGENCY_CONTACT.email}</a>
              </li>
            </LinkList>
            <address style={{ fontStyle: 'normal' }}>{AGENCY_CONTACT.address}</address>
          </div>
          <div data-footer-column="newsletter">
            <h2>{copy.footer.newsletterHeading}</h2>
            <Newsletter />
            <NewsletterNote>
              {copy.footer.newsletterPrivacy} <Link to={pagePaths.privacy}>{copy.footer.privacy}</Link>
            </NewsletterNote>
            <h2 style={{ marginTop: '1.5rem' }}>{copy.footer.socialHeading}</h2>
            <SocialLinks />
          </div>
        </Grid>
        <Bottom>
          <p>{copy.footer.copyright}</p>
        </Bottom>
      </Container>
    </Wrap>
  );
}
