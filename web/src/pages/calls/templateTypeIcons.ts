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

export function templateTypeIcon(type: string | undefined): Icon {
  return (type && TEMPLATE_TYPE_ICONS[type]) || IconPhoneCall;
}
