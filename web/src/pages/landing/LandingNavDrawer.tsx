import { Button, Divider, Drawer, NavLink, Stack } from '@mantine/core';
import { IconHome, IconLayoutDashboard, IconLogout } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { Logo } from '../../components/Logo';
import { useAuth } from '../../auth/useAuth';
import { useLogout } from '../../auth/useLogout';
import { landingAnchors as anchors } from './landingAnchors';
import '../../styles/mantineAll';

/** The landing page's navigation on small screens, opened from the header's burger. */
export function LandingNavDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { session } = useAuth();
  const logout = useLogout();
  return (
    <Drawer opened={opened} onClose={onClose} position="right" size="xs" title={<Logo onClick={onClose} />} hiddenFrom="md">
      <Stack gap={4}>
        {anchors.map((anchor) => (
          <NavLink key={anchor.label} component={Link} to={anchor.href} label={anchor.label} onClick={onClose} />
        ))}
        <Divider my="sm" />
        {session ? (
          <>
            <NavLink component={Link} to="/dashboard" label="Dashboard" leftSection={<IconLayoutDashboard size={18} />} onClick={onClose} />
            <NavLink component={Link} to="/#home" label="Home" leftSection={<IconHome size={18} />} onClick={onClose} />
            <NavLink
              label="Logout"
              c="red"
              leftSection={<IconLogout size={18} />}
              onClick={() => {
                onClose();
                void logout();
              }}
            />
          </>
        ) : (
          <Stack gap="xs" mt="xs">
            <Button component={Link} to="/login" variant="default" fullWidth onClick={onClose}>
              Login
            </Button>
            <Button component={Link} to="/signup" fullWidth onClick={onClose}>
              Get Started
            </Button>
          </Stack>
        )}
      </Stack>
    </Drawer>
  );
}
