import { Box, Container } from '@mantine/core';
import { Outlet } from 'react-router-dom';
import { AppHeader } from './AppHeader';
import { SkipLink } from './SkipLink';

/** Frame of every signed-in page: the header (banner and navigation), then the page as the main landmark. */
export function SignedInLayout() {
  return (
    <Box mih="100vh" bg="#f7f8fc">
      <SkipLink />
      <AppHeader />
      <Container component="main" id="main-content" tabIndex={-1} size="xl" py={{ base: 'lg', sm: 'xl' }}>
        <Outlet />
      </Container>
    </Box>
  );
}
