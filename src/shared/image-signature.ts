const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

/** Brands of an ISO-BMFF `ftyp` box: AVIF, and the HEIC of iPhone photos (which the server cannot decode). */
const AVIF_BRANDS = new Set(['avif', 'avis']);
const HEIC_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1']);

/**
 * The image format the first bytes of a file announce, or null when they are not an image we take: a file's name and
 * declared type say nothing about its content (a text file renamed ".png" is still text).
 */
export function imageFormatOf(head: Uint8Array): 'jpeg' | 'png' | 'gif' | 'webp' | 'avif' | 'heic' | null {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg';
  if (head.length >= 8 && [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((byte, i) => head[i] === byte)) return 'png';
  if (head.length >= 6 && (ascii(head, 0, 6) === 'GIF87a' || ascii(head, 0, 6) === 'GIF89a')) return 'gif';
  if (head.length >= 12 && ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP') return 'webp';
  if (head.length >= 12 && ascii(head, 4, 8) === 'ftyp' && AVIF_BRANDS.has(ascii(head, 8, 12))) return 'avif';
  if (head.length >= 12 && ascii(head, 4, 8) === 'ftyp' && HEIC_BRANDS.has(ascii(head, 8, 12))) return 'heic';
  return null;
}

/** How many leading bytes `imageFormatOf` needs. */
export const IMAGE_SIGNATURE_BYTES = 12;
