import type { CatalogueService } from '@agency/contracts/catalogue';
import { paths } from '@agency/contracts/pages';
import { openBookingDialog } from '@agency/shared-auth';
import { Badge, Container, media, Section } from '@agency/shared-ui';
import styled from 'styled-components';
import type { useCatalogueServices } from '../../../api/get-catalogue-services';
import { ArrowIcon } from '../../../components/icons';
import { SectionHead } from '../../../components/layout';
import { inDialog, PageForm } from '../../../components/request-button';
import { commonCopy } from '../../../copy/common';
import { servicesCopy } from '../../../copy/services';
import { servicePrice } from '../../../lib/price';

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

const row = `
  display: flex;
  width: 100%;
  min-height: 48px;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  padding: 0.6rem 1rem;
  text-align: left;
`;

const Label = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 0;
  small { font-weight: 500; font-size: 0.85rem; color: ${({ theme }) => theme.color.muted}; }
`;

const ServiceButton = styled.button`
  ${row}
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font-weight: 600;
  cursor: pointer;
  transition: border-color 0.15s ease, background 0.15s ease;
  svg { flex: none; color: ${({ theme }) => theme.color.primary}; }
  &:hover { border-color: ${({ theme }) => theme.color.primary}; background: ${({ theme }) => theme.color.surfaceAlt}; }
`;

const Soon = styled.div`
  ${row}
  border: 1px dashed ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surfaceAlt};
  color: ${({ theme }) => theme.color.text};
  font-weight: 600;
`;

/** The groups' order on the page: the copy's (the contract's SERVICE_GROUPS, whose module would bring zod along). */
const GROUP_ORDER = Object.keys(servicesCopy.groups) as CatalogueService['group'][];

function ServiceRow({ service }: { service: CatalogueService }) {
  const label = (
    <Label>
      {service.name}
      <small>{servicePrice(service)}</small>
    </Label>
  );
  if (!service.offered) {
    return (
      <Soon>
        {label}
        <Badge>{commonCopy.comingSoon}</Badge>
      </Soon>
    );
  }
  return (
    <PageForm action={paths.book} service={service.code}>
      <ServiceButton
        type="submit"
        aria-haspopup="dialog"
        data-replay="marketing"
        onClick={inDialog(() => openBookingDialog(service.code, { purpose: 'request' }))}
      >
        {label}
        <ArrowIcon />
      </ServiceButton>
    </PageForm>
  );
}

/** Every service of the catalogue by group; each offered one opens the booking dialog with it preselected. */
export function ServiceList({ query }: { query: ReturnType<typeof useCatalogueServices> }) {
  const services = query.data?.services ?? [];
  const groups = GROUP_ORDER.map((id) => ({ id, title: servicesCopy.groups[id], services: services.filter((s) => s.group === id) })).filter(
    (group) => group.services.length > 0,
  );
  return (
    <Section $skipOffscreen aria-labelledby="all-services-heading">
      <Container>
        <SectionHead>
          <h2 id="all-services-heading">{servicesCopy.listHeading}</h2>
          <p>{servicesCopy.listIntro}</p>
        </SectionHead>
        {/* Loading and failure are told once, above (the quick services read the same answer). */}
        {query.isSuccess && services.length === 0 ? <p>{servicesCopy.empty}</p> : null}
        {groups.length > 0 ? (
          <Groups>
            {groups.map((group) => (
              <div key={group.id}>
                <h3 id={`group-${group.id}`}>{group.title}</h3>
                <List aria-labelledby={`group-${group.id}`}>
                  {group.services.map((service) => (
                    <li key={service.code}>
                      <ServiceRow service={service} />
                    </li>
                  ))}
                </List>
              </div>
            ))}
          </Groups>
        ) : null}
      </Container>
    </Section>
  );
}
