import { AvatarMenu } from '@/app/layout/avatar-menu';
import { PotdDialogHost } from '@/app/layout/potd-dialog-host';
import { StreakBadge } from '@/app/layout/streak-badge';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import { PushRegistration } from '@/features/notifications/components/push-registration';

/**
 * The header's right side for a signed-in student, and the frame's Problem of the Day dialog (spec
 * §2 "signed-in user: … Problem of the Day dialog"); its own chunk, so visitors never download it.
 */
export function SignedInControls() {
  return (
    <>
      <StreakBadge />
      <NotificationBell />
      <AvatarMenu />
      <PushRegistration />
      <PotdDialogHost />
    </>
  );
}
