import { Group, Menu, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconHome, IconLayoutDashboard, IconLogout } from '@tabler/icons-react';
import { AppLink } from '../../components/AppLink';
import { UserAvatar } from '../../components/UserAvatar';
import { useCurrentUser } from '../../auth/useCurrentUser';
import { useLogout } from '../../auth/useLogout';
import '../../styles/mantineAll';

/** The signed-in visitor's menu on the landing page. */
export function LandingUserMenu() {
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
        <Menu.Item component={AppLink} to="/dashboard" leftSection={<IconLayoutDashboard size={16} />}>
          Dashboard
        </Menu.Item>
        <Menu.Item component={AppLink} to="/#home" leftSection={<IconHome size={16} />}>
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
