import { firstWordOfName, logout, openContactDialog, paths, useAuthStore } from '@agency/shared-auth';
import { AppFrame, AppFrameLink, Link, media, useNavigate, VisuallyHidden } from '@agency/shared-ui';
import { type ReactNode, useId } from 'react';
import styled from 'styled-components';
import { copy } from '../../copy';
import { useCart } from '../../features/cart/stores/cart-store';
import { NotificationBell } from '../../features/threads/components/notification-bell';
import { BillingIcon, CartIcon, ChatIcon, DashboardIcon, HomeIcon, LogoutIcon, MenuIcon, PackagesIcon, ProfileIcon, RequestsIcon, SettingsIcon } from './icons';
import { PortalLogo } from './portal-logo';

const Brand = styled.div`
  display: none;
  padding: 0 0.5rem 1.25rem;
  ${media.lg} { display: block; }
`;

const Group = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 2px;
`;

const GroupLabel = styled.p`
  margin: 1.25rem 0.75rem 0.4rem;
  font-size: 0.75rem;
  font-weight: 700;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.color.muted};
`;

const Account = styled.div`
  margin-top: auto;
  padding-top: 1rem;
  border-top: 1px solid ${({ theme }) => theme.color.border};
  display: grid;
  gap: 0.5rem;
  .who { display: flex; align-items: center; gap: 0.65rem; padding: 0 0.5rem; min-width: 0; }
  .who > span:last-child { min-width: 0; }
  .avatar {
    flex: none;
    display: grid;
    place-items: center;
    width: 36px;
    height: 36px;
    border-radius: 50%;
    background: ${({ theme }) => theme.color.dark};
    color: #fff;
    font-weight: 700;
    font-size: 0.9rem;
  }
  .name, .email { display: block; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  .name { font-weight: 700; }
  .email { color: ${({ theme }) => theme.color.muted}; font-size: 0.85rem; }
`;

const LogoutButton = styled.button.attrs({ type: 'button' })`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  width: 100%;
  min-height: 44px;
  padding: 0 0.75rem;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: none;
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  font-weight: 500;
  text-align: left;
  cursor: pointer;
  svg { color: ${({ theme }) => theme.color.muted}; }
  &:hover { background: ${({ theme }) => theme.color.surfaceAlt}; }
`;

/** Above each page, the spec's top bar: who is signed in, quick links to their requests and profile, and the way to reach the agency. */
const PageBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem 1rem;
  margin-bottom: 1.25rem;
  .greeting { margin: 0; font-weight: 600; color: ${({ theme }) => theme.color.muted}; }
`;

const QuickLinks = styled.div`
  position: relative;
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

const QuickLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 40px;
  padding: 0 0.9rem;
  border-radius: ${({ theme }) => theme.radius.pill};
  color: ${({ theme }) => theme.color.primary};
  font-weight: 600;
  text-decoration: none;
  &:hover { background: ${({ theme }) => theme.color.surfaceAlt}; }
`;

const ContactButton = styled.button.attrs({ type: 'button' })`
  display: inline-flex;
  align-items: center;
  gap: 0.45rem;
  min-height: 40px;
  padding: 0 0.9rem;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.primary};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  &:hover { border-color: ${({ theme }) => theme.color.primary}; }
`;

const initials = (name: string, email: string) => {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 0 ? words.slice(0, 2).map((w) => w[0]) : [email[0] ?? '?'];
  return letters.join('').toUpperCase();
};

/**
 * The frame of every signed-in page (dashboard, profile, requests, settings, order summary): the portal's one
 * navigation with the logo, the current page marked, the cart count and Logout; a slim top bar and a menu on
 * phones and tablets; the bell of unread messages from the agency in the page bar (issue 26). `title` names the page in that top bar; the page brings its own h1.
 */
export function PortalLayout({ title, children }: { title: string; children: ReactNode }) {
  const user = useAuthStore((s) => s.user);
  const name = firstWordOfName(user);
  const cartCount = useCart().items.length;
  const navigate = useNavigate();
  const exploreId = useId();

  const onLogout = async () => {
    await logout();
    navigate(paths.home);
  };

  const main = [
    { to: paths.dashboard, label: copy.layout.dashboard, icon: <DashboardIcon /> },
    { to: paths.profile, label: copy.layout.profile, icon: <ProfileIcon /> },
    { to: paths.requests, label: copy.layout.requests, icon: <RequestsIcon /> },
    { to: paths.billing, label: copy.layout.billing, icon: <BillingIcon /> },
    { to: paths.settings, label: copy.layout.settings, icon: <SettingsIcon /> },
  ];

  const nav = (
    <>
      <Brand>
        <PortalLogo />
      </Brand>
      <Group>
        {main.map((link) => (
          <li key={link.to}>
            <AppFrameLink $look="portal" to={link.to} end>
              {link.icon}
              {link.label}
            </AppFrameLink>
          </li>
        ))}
        <li>
          <AppFrameLink $look="portal" to={paths.orderSummary} end>
            <CartIcon />
            {copy.layout.orderSummary}
            {cartCount > 0 ? (
              <>
                <span className="count" aria-hidden="true">
                  {cartCount}
                </span>
                <VisuallyHidden>{`(${copy.layout.cartCount(cartCount)})`}</VisuallyHidden>
              </>
            ) : null}
          </AppFrameLink>
        </li>
      </Group>
      <GroupLabel id={exploreId}>{copy.layout.explore}</GroupLabel>
      <Group aria-labelledby={exploreId}>
        <li>
          <AppFrameLink $look="portal" to={paths.home} end>
            <HomeIcon />
            {copy.layout.website}
          </AppFrameLink>
        </li>
        <li>
          <AppFrameLink $look="portal" to={paths.packages} end>
            <PackagesIcon />
            {copy.layout.packages}
          </AppFrameLink>
        </li>
      </Group>
      <Account>
        {user ? (
          <div className="who">
            <span className="avatar" aria-hidden="true">
              {initials(user.first_name, user.email)}
            </span>
            <span>
              <VisuallyHidden>{`${copy.layout.signedInAs} `}</VisuallyHidden>
              <span className="name">{user.first_name || user.email}</span>
              <span className="email" title={user.email}>
                {user.email}
              </span>
            </span>
          </div>
        ) : null}
        <LogoutButton onClick={onLogout}>
          <LogoutIcon />
          {copy.layout.logout}
        </LogoutButton>
      </Account>
    </>
  );

  const pageBar = (
    <PageBar>
      <p className="greeting">{copy.layout.greeting(name)}</p>
      <QuickLinks>
        <QuickLink to={paths.requests}>{copy.layout.myRequests}</QuickLink>
        <QuickLink to={paths.profile}>{copy.layout.profile}</QuickLink>
        <ContactButton onClick={openContactDialog}>
          <ChatIcon />
          {copy.layout.contact}
        </ContactButton>
        <NotificationBell />
      </QuickLinks>
    </PageBar>
  );

  return (
    <AppFrame
      look="portal"
      navLabel={copy.layout.nav}
      skipLabel={copy.layout.skipNav}
      nav={nav}
      pageBar={pageBar}
      menu={{
        bar: (
          <>
            <PortalLogo compact />
            <span className="title">{title}</span>
          </>
        ),
        openLabel: copy.layout.openMenu,
        closeLabel: copy.layout.closeMenu,
        icon: (open) => <MenuIcon open={open} />,
      }}
    >
      {children}
    </AppFrame>
  );
}
