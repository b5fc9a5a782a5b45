import { Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconLogout, IconPlugConnected, IconReceipt, IconUser } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { useCurrentUser } from '../auth/useCurrentUser';
import { useLogout } from '../auth/useLogout';
import { UserAvatar } from './UserAvatar';

/** Signed-in header menu: who you are, Profile, Logout. */
export function AppUserMenu() {
  const user = useCurrentUser();
  const logout = useLogout();
  return (
    <Menu position="bottom-end" width={240} shadow="md" withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label="Open user menu" data-testid="user-menu">
          <Group gap={8} wrap="nowrap">
            <UserAvatar user={user} size={34} />
            <IconChevronDown size={14} color="var(--mantine-color-gray-6)" />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <UserSummary />
        <Menu.Divider />
        <Menu.Item component={Link} to="/profile" leftSection={<IconUser size={16} />}>
          Profile
        </Menu.Item>
        <Menu.Item component={Link} to="/plan" leftSection={<IconReceipt size={16} />}>
          Plan & usage
        </Menu.Item>
        <Menu.Item component={Link} to="/integrations" leftSection={<IconPlugConnected size={16} />}>
          Integrations
        </Menu.Item>
        <Menu.Item color="red" leftSection={<IconLogout size={16} />} onClick={() => void logout()}>
          Logout
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

export function UserSummary() {
  const user = useCurrentUser();
  return (
    <Group gap="sm" px="sm" py={8} wrap="nowrap">
      <UserAvatar user={user} size={38} />
      <div style={{ minWidth: 0 }}>
        <Text fw={600} fz="sm" truncate>
          {user?.displayName || 'User'}
        </Text>
        <Text c="dimmed" fz="xs" truncate>
          {user?.email}
        </Text>
      </div>
    </Group>
  );
}
