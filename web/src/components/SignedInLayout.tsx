import { Box, Container } from '@mantine/core';
import { Outlet } from 'react-router-dom';
import { AppHeader } from './AppHeader';

/** Frame of every signed-in page. */
export function SignedInLayout() {
  return (
    <Box mih="100vh" bg="#f7f8fc">
      <AppHeader />
      <Container size="xl" py={{ base: 'lg', sm: 'xl' }}>
        <Outlet />
      </Container>
    </Box>
  );
}
