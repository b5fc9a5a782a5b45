import { IconAlertOctagon, IconBrush, IconCash, IconHome, IconPhoneCall, IconShieldLock, IconTool, IconTruckDelivery, IconUsersGroup, type Icon } from '@tabler/icons-react';

/** Template types with icons. */
const TEMPLATE_TYPE_ICONS: Record<string, Icon> = {
  maintenance: IconTool,
  dispatch: IconTruckDelivery,
  collections: IconCash,
  emergency: IconAlertOctagon,
  contractor: IconUsersGroup,
  leasing: IconHome,
  cleaning: IconBrush,
  security: IconShieldLock,
};

/** The icon of a template type; a phone for a type without one. */
export function TemplateTypeIcon({ type, size }: { type: string | undefined; size: number }) {
  const TypeIcon = (type && TEMPLATE_TYPE_ICONS[type]) || IconPhoneCall;
  return <TypeIcon size={size} />;
}
