import { Button, Divider, Drawer, NavLink, Stack } from '@mantine/core';
import { IconHome, IconLayoutDashboard, IconLogout } from '@tabler/icons-react';
import { AppLink } from '../../components/AppLink';
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
          <NavLink key={anchor.label} component={AppLink} to={anchor.href} label={anchor.label} onClick={onClose} />
        ))}
        <Divider my="sm" />
        {session ? (
          <>
            <NavLink component={AppLink} to="/dashboard" label="Dashboard" leftSection={<IconLayoutDashboard size={18} />} onClick={onClose} />
            <NavLink component={AppLink} to="/#home" label="Home" leftSection={<IconHome size={18} />} onClick={onClose} />
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
            <Button component={AppLink} to="/login" variant="default" fullWidth onClick={onClose}>
              Login
            </Button>
            <Button component={AppLink} to="/signup" fullWidth onClick={onClose}>
              Get Started
            </Button>
          </Stack>
        )}
      </Stack>
    </Drawer>
  );
}
