import { paths } from '@agency/contracts/pages';
import { openBookingDialog, serviceLabel } from '@agency/shared-auth';
import { Container, media, Section } from '@agency/shared-ui';
import styled from 'styled-components';
import { ArrowIcon } from '../../../components/icons';
import { SectionHead } from '../../../components/layout';
import { inDialog, PageForm } from '../../../components/request-button';
import { servicesCopy } from '../../../copy/services';

const Groups = styled.div`
  display: grid;
  gap: 2rem;
  ${media.md} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  h3 { font-size: 1.1rem; color: ${({ theme }) => theme.color.accent}; text-transform: uppercase; letter-spacing: 0.06em; }
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.5rem;
`;

const ServiceButton = styled.button`
  display: flex;
  width: 100%;
  min-height: 48px;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  padding: 0.6rem 1rem;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font-weight: 600;
  text-align: left;
  cursor: pointer;
  transition: border-color 0.15s ease, background 0.15s ease;
  svg { flex: none; color: ${({ theme }) => theme.color.primary}; }
  &:hover { border-color: ${({ theme }) => theme.color.primary}; background: ${({ theme }) => theme.color.surfaceAlt}; }
`;

/** Every service, grouped; each opens the booking dialog with its code preselected (Product Design as 'pd' here). */
export function ServiceList() {
  return (
    <Section aria-labelledby="all-services-heading">
      <Container>
        <SectionHead>
          <h2 id="all-services-heading">{servicesCopy.listHeading}</h2>
          <p>{servicesCopy.listIntro}</p>
        </SectionHead>
        <Groups>
          {servicesCopy.groups.map((group) => (
            <div key={group.id}>
              <h3 id={`group-${group.id}`}>{group.title}</h3>
              <List aria-labelledby={`group-${group.id}`}>
                {group.codes.map((code) => (
                  <li key={code}>
                    <PageForm action={paths.book} service={code}>
                      <ServiceButton type="submit" aria-haspopup="dialog" data-replay="marketing" onClick={inDialog(() => openBookingDialog(code, { purpose: 'request' }))}>
                        {serviceLabel(code)}
                        <ArrowIcon />
                      </ServiceButton>
                    </PageForm>
                  </li>
                ))}
              </List>
            </div>
          ))}
        </Groups>
      </Container>
    </Section>
  );
}
