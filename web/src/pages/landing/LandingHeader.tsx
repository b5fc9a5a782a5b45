import { lazy, Suspense, useState } from 'react';
import { Box, Burger, Button, Container, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { AppLink } from '../../components/AppLink';
import { landingAnchors as anchors } from './landingAnchors';
import { Logo } from '../../components/Logo';
import { useAuth } from '../../auth/useAuth';

const LandingNavDrawer = lazy(() => import('./LandingNavDrawer').then((m) => ({ default: m.LandingNavDrawer })));
// Only signed-in visitors see the menu: its popover code loads with it, not with the landing page.
const LandingUserMenu = lazy(() => import('./LandingUserMenu').then((m) => ({ default: m.LandingUserMenu })));

export function LandingHeader() {
  const { session } = useAuth();
  const [opened, { toggle, close }] = useDisclosure(false);
  // The drawer's code loads the first time the menu is opened (or about to be), not with the page.
  const [drawerWanted, setDrawerWanted] = useState(false);
  const wantDrawer = () => setDrawerWanted(true);

  return (
    <Box component="header" className="header-blur" pos="sticky" top={0} style={{ zIndex: 100 }}>
      <Container size="xl" h={68}>
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Logo />
          <Group gap={4} visibleFrom="md" component="nav" aria-label="Sections">
            {anchors.map((anchor) => (
              <AppLink key={anchor.label} to={anchor.href} className="nav-link">
                {anchor.label}
              </AppLink>
            ))}
          </Group>
          <Group gap="sm" wrap="nowrap">
            {session ? (
              <Box visibleFrom="md">
                <Suspense fallback={null}>
                  <LandingUserMenu />
                </Suspense>
              </Box>
            ) : (
              <Group gap="xs" visibleFrom="md">
                <Button component={AppLink} to="/login" variant="subtle" color="gray">
                  Login
                </Button>
                <Button component={AppLink} to="/signup">
                  Get Started
                </Button>
              </Group>
            )}
            <Burger
              opened={opened}
              onClick={() => {
                wantDrawer();
                toggle();
              }}
              onPointerEnter={wantDrawer}
              onFocus={wantDrawer}
              hiddenFrom="md"
              size="sm"
              aria-label="Open navigation menu"
            />
          </Group>
        </Group>
      </Container>

      {drawerWanted && (
        <Suspense fallback={null}>
          <LandingNavDrawer opened={opened} onClose={close} />
        </Suspense>
      )}
    </Box>
  );
}
