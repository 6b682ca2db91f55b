import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/ui/dialog';

/** Made by apps/web/scripts/make-demo-video.ts from real screens of the app. */
export const demoVideo = {
  webm: '/media/abhyas-demo.webm',
  mp4: '/media/abhyas-demo.mp4',
  poster: '/media/abhyas-demo-poster.jpg',
  captions: { hi: '/media/abhyas-demo.hi.vtt', en: '/media/abhyas-demo.en.vtt' },
  width: 540,
  height: 960,
} as const;

/**
 * The demo video in a dialog, a chunk of its own (demo-video-dialog.tsx). The video loads nothing
 * until the student presses play (preload="none"), because mobile data is paid for by the megabyte;
 * only the small poster image is fetched when it opens.
 */
export function DemoVideoPlayer({
  open,
  onOpenChange,
  trigger,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'hi';
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('content.landing.video.title')}
      description={t('content.landing.video.description')}
      closeLabel={t('content.landing.video.close')}
      trigger={trigger}
    >
      <video
        controls
        playsInline
        preload="none"
        poster={demoVideo.poster}
        width={demoVideo.width}
        height={demoVideo.height}
        className="mx-auto block aspect-[9/16] h-auto max-h-[65dvh] w-auto max-w-full rounded-lg bg-slate-900"
      >
        {/* H.264 first: for these still frames it is the smaller file (about 195 KB against 290 KB). */}
        <source src={demoVideo.mp4} type="video/mp4" />
        <source src={demoVideo.webm} type="video/webm" />
        <track
          kind="captions"
          src={demoVideo.captions[lang]}
          srcLang={lang}
          label={t(`common.language.${lang}`)}
          default
        />
        <p>
          {t('content.landing.video.fallback')}{' '}
          <a href={demoVideo.mp4}>{t('content.landing.video.download')}</a>
        </p>
      </video>
    </Dialog>
  );
}
