import { Box, Burger, Container, Divider, Drawer, Group, NavLink, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconDeviceMobile, IconHome, IconLayoutDashboard, IconLifebuoy, IconLogout, IconUser } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router-dom';
import { Logo } from './Logo';
import { AppUserMenu, UserSummary } from './AppUserMenu';
import { useLogout } from '../auth/useLogout';

const links = [
  { label: 'Home', to: '/', icon: IconHome },
  { label: 'Dashboard', to: '/dashboard', icon: IconLayoutDashboard },
  { label: 'Phone simulator', to: '/dashboard/phone', icon: IconDeviceMobile },
  { label: 'Support', to: '/#contact', icon: IconLifebuoy },
];

/** The phone simulator lives under /dashboard but has its own link. */
function isActive(to: string, pathname: string): boolean {
  if (to === '/dashboard/phone') return pathname.startsWith('/dashboard/phone');
  return to === '/dashboard' && pathname.startsWith('/dashboard') && !pathname.startsWith('/dashboard/phone');
}

/** Header of the signed-in area: logo, Home / Dashboard / Phone simulator / Support, user menu; a drawer on small screens. */
export function AppHeader() {
  const [opened, { toggle, close }] = useDisclosure(false);
  const { pathname } = useLocation();
  const logout = useLogout();

  return (
    <Box component="header" className="header-blur" pos="sticky" top={0} style={{ zIndex: 100 }}>
      <Container size="xl" h={64}>
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Logo />
          <Group gap={4} visibleFrom="sm" component="nav" aria-label="Main">
            {links.map((link) => (
              <Link
                key={link.label}
                to={link.to}
                className="nav-link"
                data-active={isActive(link.to, pathname) ? 'true' : undefined}
              >
                {link.label}
              </Link>
            ))}
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
        <Stack gap={4}>
          <UserSummary />
          <Divider my="xs" />
          {links.map((link) => (
            <NavLink
              key={link.label}
              component={Link}
              to={link.to}
              label={link.label}
              leftSection={<link.icon size={18} />}
              onClick={close}
              active={isActive(link.to, pathname)}
            />
          ))}
          <NavLink component={Link} to="/profile" label="Profile" leftSection={<IconUser size={18} />} onClick={close} />
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
    </Box>
  );
}
