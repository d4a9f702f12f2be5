/** QR codes drawn on the server as inline SVG (no script, no image request): the authenticator setup's otpauth:// address. */
import QRCode from 'qrcode';

/** An SVG of `text` as a QR code, labelled for screen readers; the caller gives the text another way too. */
export async function qrSvg(text: string, label: string): Promise<string> {
  const svg = await QRCode.toString(text, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
  const safeLabel = label.replace(/[&<>"]/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[ch]!);
  return svg.replace('<svg ', `<svg role="img" aria-label="${safeLabel}" width="200" height="200" `);
}

/** The secret in groups of four, easier to type into a phone that cannot scan. */
export const groupedSecret = (secret: string): string => secret.replace(/(.{4})(?=.)/g, '$1 ');
