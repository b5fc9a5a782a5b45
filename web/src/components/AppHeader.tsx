import { Box, Burger, Container, Divider, Drawer, Group, NavLink, Stack, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconClipboardList, IconDeviceMobile, IconHome, IconLayoutDashboard, IconLifebuoy, IconLogout, IconReceipt, IconUser } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router-dom';
import { Logo } from './Logo';
import { AppUserMenu, UserSummary } from './AppUserMenu';
import { useLogout } from '../auth/useLogout';
import { HelpPanel } from './HelpPanel';

const links = [
  { label: 'Home', to: '/', icon: IconHome },
  { label: 'Dashboard', to: '/dashboard', icon: IconLayoutDashboard },
  { label: 'Work orders', to: '/dashboard/work-orders', icon: IconClipboardList },
  { label: 'Phone simulator', to: '/dashboard/phone', icon: IconDeviceMobile },
];

/** The phone simulator and the work orders live under /dashboard but have their own links. */
const OWN_LINKS = ['/dashboard/phone', '/dashboard/work-orders'];
function isActive(to: string, pathname: string): boolean {
  if (OWN_LINKS.includes(to)) return pathname.startsWith(to);
  return to === '/dashboard' && pathname.startsWith('/dashboard') && !OWN_LINKS.some((own) => pathname.startsWith(own));
}

/** Header of the signed-in area: logo, Home / Dashboard / Work orders / Phone simulator / Support, user menu; a drawer on small screens. */
export function AppHeader() {
  const [opened, { toggle, close }] = useDisclosure(false);
  const [helpOpened, help] = useDisclosure(false);
  const { pathname } = useLocation();
  const logout = useLogout();

  return (
    <Box component="header" className="header-blur" pos="sticky" top={0} style={{ zIndex: 100 }}>
      <Container size="xl" h={64}>
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Logo />
          <Group gap={4} visibleFrom="sm" component="nav" aria-label="Main">
            {links.map((link) => (
              <Link key={link.label} to={link.to} className="nav-link" data-active={isActive(link.to, pathname) ? 'true' : undefined}>
                {link.label}
              </Link>
            ))}
            <UnstyledButton className="nav-link" onClick={help.open} aria-haspopup="dialog">
              Support
            </UnstyledButton>
          </Group>
          <Group gap="sm" wrap="nowrap">
            <Box visibleFrom="sm">
              <AppUserMenu />
            </Box>
            <Burger opened={opened} onClick={toggle} hiddenFrom="sm" aria-label="Open navigation menu" size="sm" />
          </Group>
        </Group>
      </Container>

      <Drawer opened={opened} onClose={close} position="right" size="xs" title={<Logo onClick={close} />} hiddenFrom="sm">
        <Stack gap={4} component="nav" aria-label="Main">
          <UserSummary />
          <Divider my="xs" />
          {links.map((link) => (
            <NavLink key={link.label} component={Link} to={link.to} label={link.label} leftSection={<link.icon size={18} />} onClick={close} active={isActive(link.to, pathname)} />
          ))}
          <NavLink
            component="button"
            label="Support"
            aria-haspopup="dialog"
            leftSection={<IconLifebuoy size={18} />}
            onClick={() => {
              close();
              help.open();
            }}
          />
          <NavLink component={Link} to="/profile" label="Profile" leftSection={<IconUser size={18} />} onClick={close} />
          <NavLink component={Link} to="/plan" label="Plan & usage" leftSection={<IconReceipt size={18} />} onClick={close} />
          <Divider my="xs" />
          <NavLink
            label="Logout"
            c="red"
            leftSection={<IconLogout size={18} />}
            onClick={() => {
              close();
              void logout();
            }}
          />
        </Stack>
      </Drawer>
      <HelpPanel opened={helpOpened} onClose={help.close} />
    </Box>
  );
}
