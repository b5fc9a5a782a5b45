import { Anchor, Group } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router-dom';

/** The way back to /login under the password-reset forms. */
export function BackToSignIn() {
  return (
    <Group justify="center">
      <Anchor component={Link} to="/login" fz="sm">
        <Group gap={6}>
          <IconArrowLeft size={14} />
          Back to sign in
        </Group>
      </Anchor>
    </Group>
  );
}
