import { useId } from 'react';
import { Group, Text } from '@mantine/core';
import { AppLink } from './AppLink';

/** The Landline mark: a voice waveform on a rounded blue tile. */
function LogoMark({ size = 32 }: { size?: number }) {
  // One id per mark: with a shared id, a page showing the logo twice (one copy hidden) paints no tile.
  const gradientId = `landline-logo-gradient-${useId()}`;
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true">
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#3366e8" />
          <stop offset="1" stopColor="#1c4cba" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="8" fill={`url(#${gradientId})`} />
      <g fill="#fff">
        <rect x="6.5" y="13" width="3" height="6" rx="1.5" />
        <rect x="11.5" y="9" width="3" height="14" rx="1.5" />
        <rect x="16.5" y="6" width="3" height="20" rx="1.5" />
        <rect x="21.5" y="11" width="3" height="10" rx="1.5" />
      </g>
    </svg>
  );
}

export function Logo({ to = '/', inverted = false, onClick }: { to?: string; inverted?: boolean; onClick?: () => void }) {
  return (
    <AppLink to={to} className="plain-link" aria-label="Landline home" onClick={onClick}>
      <Group gap={10} wrap="nowrap">
        <LogoMark />
        <Text fw={800} fz={20} lts={-0.4} c={inverted ? 'white' : 'dark.8'}>
          Landline
        </Text>
      </Group>
    </AppLink>
  );
}
