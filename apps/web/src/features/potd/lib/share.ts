export const shareTargets = ['twitter', 'linkedin', 'facebook', 'whatsapp'] as const;
export type ShareTarget = (typeof shareTargets)[number];

/** Spec §9: the share popup is 550×400. */
export const SHARE_POPUP = { width: 550, height: 400 } as const;

/** Each network's own "share this" address, prefilled with the achievement and the page's address. */
export function shareUrl(target: ShareTarget, text: string, pageUrl: string): string {
  const t = encodeURIComponent(text);
  const u = encodeURIComponent(pageUrl);
  switch (target) {
    case 'twitter':
      return `https://twitter.com/intent/tweet?text=${t}&url=${u}`;
    case 'linkedin':
      return `https://www.linkedin.com/sharing/share-offsite/?url=${u}`;
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${u}&quote=${t}`;
    case 'whatsapp':
      return `https://wa.me/?text=${encodeURIComponent(`${text} ${pageUrl}`)}`;
  }
}

/** `width=550,height=400,left=…,top=…`, centred on the screen the page is on. */
export function popupFeatures(
  screen: Pick<Screen, 'width' | 'height'> & { left?: number; top?: number },
): string {
  const left = Math.max(0, Math.round((screen.left ?? 0) + (screen.width - SHARE_POPUP.width) / 2));
  const top = Math.max(0, Math.round((screen.top ?? 0) + (screen.height - SHARE_POPUP.height) / 2));
  return `width=${SHARE_POPUP.width},height=${SHARE_POPUP.height},left=${left},top=${top}`;
}

/** Opens the network's share page in a centred popup; the popup gets no handle on this page. */
export function openSharePopup(target: ShareTarget, text: string, pageUrl: string): void {
  const { width, height } = window.screen;
  const screenWithOrigin = window.screen as Screen & { availLeft?: number; availTop?: number };
  const popup = window.open(
    shareUrl(target, text, pageUrl),
    `abhyas-share-${target}`,
    popupFeatures({
      width,
      height,
      left: screenWithOrigin.availLeft ?? 0,
      top: screenWithOrigin.availTop ?? 0,
    }),
  );
  // Without `noopener` in the features (it would make some browsers ignore the size), cut the link here.
  if (popup) popup.opener = null;
}
