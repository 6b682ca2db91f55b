import { AvatarMenu } from '@/app/layout/avatar-menu';
import { StreakBadge } from '@/app/layout/streak-badge';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import { PushRegistration } from '@/features/notifications/components/push-registration';

/** The header's right side for a signed-in student; its own chunk, so visitors never download it. */
export function SignedInControls() {
  return (
    <>
      <StreakBadge />
      <NotificationBell />
      <AvatarMenu />
      <PushRegistration />
    </>
  );
}
