import { Avatar, type AvatarProps } from '@mantine/core';
import type { CurrentUser } from '../auth/useCurrentUser';

/** Photo, else the first letter of the name or email, else 'U'. */
function userInitial(user: Pick<CurrentUser, 'displayName' | 'email'> | null): string {
  const source = user?.displayName?.trim() || user?.email?.trim() || '';
  return source ? source.charAt(0).toUpperCase() : 'U';
}

export function UserAvatar({ user, ...props }: { user: CurrentUser | null } & AvatarProps) {
  return (
    <Avatar src={user?.photoURL || null} alt={user?.displayName || user?.email || 'User'} color="brand" radius="xl" {...props}>
      {userInitial(user)}
    </Avatar>
  );
}
