/** Undoes quoted-printable (soft line breaks, =XX bytes) so a link split across lines is whole again. */
export function decodeQuotedPrintable(body: string): string {
  const joined = body.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-F]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i] ?? ''));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

export function resetLinkIn(text: string): string | undefined {
  return text.match(/https?:\/\/[^\s]+\/reset-password\?token=[\w%-]+/)?.[0];
}
