import { Outlet } from 'react-router-dom';
import { Box, Flex } from 'styled-system/jsx';
import { NotificationBellButton, NotificationCenter } from '@/features/notifications';

/**
 * Layout of the signed-in screens. The notification centre runs while it is mounted (spec: on entry the
 * layout connects the notification feed and loads notifications). Until the design system's MainLayout is
 * wired here, a bare header holds the bell; with MainLayout it becomes
 * `<NotificationCenter><MainLayout unreadCount={…} onOpenNotifications={…}>` via useNotificationBell().
 */
export function MainLayoutRoute() {
  return (
    <NotificationCenter>
      <Flex as="header" justify="flex-end" px="8" pt="4">
        <NotificationBellButton />
      </Flex>
      <Box as="main" id="main-content" p="8">
        <Outlet />
      </Box>
    </NotificationCenter>
  );
}
