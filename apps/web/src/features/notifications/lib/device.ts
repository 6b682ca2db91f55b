/**
 * The spec's device string, "type platform (vendor)", with type Tablet, Mobile or Desktop from the
 * user agent: e.g. "Mobile Android (Google Inc.)".
 */
export function deviceOf(userAgent: string, platform: string, vendor: string): string {
  const tablet = /iPad|Tablet|PlayBook|Silk|(Android(?!.*Mobile))/i.test(userAgent);
  const mobile = !tablet && /Mobi|iPhone|iPod|Android|Opera Mini|IEMobile/i.test(userAgent);
  const type = tablet ? 'Tablet' : mobile ? 'Mobile' : 'Desktop';
  return `${type} ${platform || 'unknown'} (${vendor || 'unknown'})`.slice(0, 200);
}
