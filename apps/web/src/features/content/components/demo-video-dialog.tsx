import { CirclePlay } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

// The dialog library (~14 KB gzip) is not needed to show or hydrate the home page: it loads when
// the student first presses "Watch Demo".
const DemoVideoPlayer = lazy(async () => ({
  default: (await import('./demo-video-player')).DemoVideoPlayer,
}));

/** "Watch Demo": opens the demo video in a dialog (demo-video-player.tsx). */
export function DemoVideoDialog({ triggerClassName }: { triggerClassName?: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const button = (onClick?: () => void) => (
    <Button
      className={triggerClassName}
      aria-haspopup="dialog"
      {...(onClick ? { onClick, 'aria-expanded': requested } : {})}
    >
      <CirclePlay aria-hidden="true" className="size-5" />
      {t('content.landing.institute.watchDemo')}
    </Button>
  );
  const first = button(() => {
    setRequested(true);
    setOpen(true);
  });
  if (!requested) return first;
  // Once loaded, Radix's trigger takes over (and focus returns to it when the dialog closes).
  return (
    <Suspense fallback={first}>
      <DemoVideoPlayer open={open} onOpenChange={setOpen} trigger={button()} />
    </Suspense>
  );
}
