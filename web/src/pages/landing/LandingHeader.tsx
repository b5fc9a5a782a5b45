import { Box, Burger, Button, Container, Divider, Drawer, Group, Menu, NavLink, Stack, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown, IconHome, IconLayoutDashboard, IconLogout } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { Logo } from '../../components/Logo';
import { UserAvatar } from '../../components/UserAvatar';
import { useAuth } from '../../auth/useAuth';
import { useCurrentUser } from '../../auth/useCurrentUser';
import { useLogout } from '../../auth/useLogout';

/** About and Platform both lead to the waitlist (spec). */
const anchors = [
  { label: 'Home', href: '/#home' },
  { label: 'Demo', href: '/#demo' },
  { label: 'About', href: '/#waitlist' },
  { label: 'Platform', href: '/#waitlist' },
];

function LandingUserMenu() {
  const user = useCurrentUser();
  const logout = useLogout();
  return (
    <Menu position="bottom-end" width={200} shadow="md">
      <Menu.Target>
        <UnstyledButton aria-label="Open user menu" data-testid="user-menu">
          <Group gap={8} wrap="nowrap">
            <UserAvatar user={user} size={34} />
            <IconChevronDown size={14} color="var(--mantine-color-gray-6)" />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to="/dashboard" leftSection={<IconLayoutDashboard size={16} />}>
          Dashboard
        </Menu.Item>
        <Menu.Item component={Link} to="/#home" leftSection={<IconHome size={16} />}>
          Home
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconLogout size={16} />} onClick={() => void logout()}>
          Logout
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

export function LandingHeader() {
  const { session } = useAuth();
  const logout = useLogout();
  const [opened, { toggle, close }] = useDisclosure(false);

  return (
    <Box component="header" className="header-blur" pos="sticky" top={0} style={{ zIndex: 100 }}>
      <Container size="xl" h={68}>
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Logo />
          <Group gap={4} visibleFrom="md" component="nav" aria-label="Sections">
            {anchors.map((anchor) => (
              <Link key={anchor.label} to={anchor.href} className="nav-link">
                {anchor.label}
              </Link>
            ))}
          </Group>
          <Group gap="sm" wrap="nowrap">
            {session ? (
              <Box visibleFrom="md">
                <LandingUserMenu />
              </Box>
            ) : (
              <Group gap="xs" visibleFrom="md">
                <Button component={Link} to="/login" variant="subtle" color="gray">
                  Login
                </Button>
                <Button component={Link} to="/signup">
                  Get Started
                </Button>
              </Group>
            )}
            <Burger opened={opened} onClick={toggle} hiddenFrom="md" size="sm" aria-label="Open navigation menu" />
          </Group>
        </Group>
      </Container>

      <Drawer opened={opened} onClose={close} position="right" size="xs" title={<Logo onClick={close} />} hiddenFrom="md">
        <Stack gap={4}>
          {anchors.map((anchor) => (
            <NavLink key={anchor.label} component={Link} to={anchor.href} label={anchor.label} onClick={close} />
          ))}
          <Divider my="sm" />
          {session ? (
            <>
              <NavLink component={Link} to="/dashboard" label="Dashboard" leftSection={<IconLayoutDashboard size={18} />} onClick={close} />
              <NavLink component={Link} to="/#home" label="Home" leftSection={<IconHome size={18} />} onClick={close} />
              <NavLink
                label="Logout"
                c="red"
                leftSection={<IconLogout size={18} />}
                onClick={() => {
                  close();
                  void logout();
                }}
              />
            </>
          ) : (
            <Stack gap="xs" mt="xs">
              <Button component={Link} to="/login" variant="default" fullWidth onClick={close}>
                Login
              </Button>
              <Button component={Link} to="/signup" fullWidth onClick={close}>
                Get Started
              </Button>
            </Stack>
          )}
        </Stack>
      </Drawer>
    </Box>
  );
}
