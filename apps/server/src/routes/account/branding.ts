import { LOGO_MAX_BYTES } from '../../schemas/account';

const LOGO_DATA_URL = /^data:image\/(png|jpeg|webp);base64,(.*)$/s;
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

type LogoType = 'png' | 'jpeg' | 'webp';

/** The first bytes every file of the type starts with; the declared type must match them. */
function hasMagic(type: LogoType, bytes: Buffer): boolean {
  switch (type) {
    case 'png':
      return bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    case 'jpeg':
      return bytes.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]));
    case 'webp':
      return bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP';
  }
}

/**
 * Why a logo data URL is refused, or null when it is a PNG, JPEG or WebP image of at most
 * LOGO_MAX_BYTES whose bytes are what it claims. SVG is never accepted: it can carry script.
 */
export function logoProblem(dataUrl: string): string | null {
  const match = LOGO_DATA_URL.exec(dataUrl);
  if (!match) return 'The logo must be a PNG, JPEG or WebP image given as data:image/png;base64,… (SVG is not accepted).';
  const type = match[1] as LogoType;
  const data = match[2]!;
  if (data === '' || !BASE64.test(data)) return 'The logo is not valid base64 data.';
  const bytes = Buffer.from(data, 'base64');
  if (bytes.length > LOGO_MAX_BYTES) return `The logo is ${Math.ceil(bytes.length / 1024)} KB; the limit is ${LOGO_MAX_BYTES / 1024} KB.`;
  if (!hasMagic(type, bytes)) return `The logo's data is not a ${type === 'jpeg' ? 'JPEG' : type === 'png' ? 'PNG' : 'WebP'} image, although it is declared as image/${type}.`;
  return null;
}
