import { strokeText } from './stroke-letters';
import { seededRandom } from '../../../shared/seeded-random';

/** What a demo picture is drawn from: the thing's kind, its name (initials, layout) and its type (colour). */
export interface IllustrationSubject {
  kind: 'business' | 'profession' | 'product';
  name: string;
  type: string;
}

export const ILLUSTRATION_SIZE = 640;

/** Hues that stay bright and clean from light to dark, one picked per type. */
const HUES = [4, 22, 38, 96, 150, 168, 188, 206, 226, 256, 280, 318, 342];
const SMALL_WORDS = new Set(['a', 'an', 'and', 'by', 'for', 'from', 'in', 'of', 'on', 'per', 'the', 'to', 'up', 'with']);

/** FNV-1a: a small, stable hash, so the same name always gives the same picture. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) value = Math.imul(value ^ text.charCodeAt(index), 0x01000193);
  return value >>> 0;
}

/** "Adire Kimono Jacket" → "AK", "Cement (50 kg bag)" → "C", "Ọ̀nà Prints" → "ON": the first letters of two words. */
export function initialsOf(name: string): string {
  const words = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\([^)]*\)/g, ' ')
    .split(/[^A-Za-z0-9']+/)
    .filter((word) => word && !SMALL_WORDS.has(word.toLowerCase()));
  const letters = words.map((word) => /[A-Za-z]/.exec(word)?.[0]?.toUpperCase()).filter((letter): letter is string => !!letter);
  return letters.slice(0, 2).join('');
}

function hex(hue: number, saturation: number, lightness: number): string {
  const s = saturation / 100;
  const l = lightness / 100;
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    const value = l - s * Math.min(l, 1 - l) * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

const round = (value: number) => Math.round(value * 10) / 10;

/**
 * A subject's colours: the two ends of its gradient, in its type's hue shifted a little by its name, and a dark ink of
 * that hue; with the random numbers that go on to place its shapes.
 */
export function illustrationColours(subject: IllustrationSubject) {
  const hue = HUES[hash(subject.type) % HUES.length]!;
  const random = seededRandom(hash(`${subject.kind}:${subject.name}`));
  const shift = Math.round(random() * 24) - 12;
  return {
    light: hex((hue + shift + 360) % 360, 78, 64),
    deep: hex((hue + shift + 22 + 360) % 360, 70, 34),
    ink: hex(hue, 62, 28),
    random,
  };
}

/**
 * A square picture for a demo listing or product: a gradient in its type's colour, soft shapes placed by its name
 * (discs for businesses, rings for professionals, tiles for products) and its initials on a light badge. Pure and
 * deterministic: the same subject always gives the same SVG.
 */
export function illustrationSvg(subject: IllustrationSubject): string {
  const size = ILLUSTRATION_SIZE;
  const { light, deep, ink, random } = illustrationColours(subject);

  const shapes: string[] = [];
  for (let index = 0; index < 6; index++) {
    const cx = round(random() * size);
    const cy = round(random() * size);
    const r = round(50 + random() * 170);
    const opacity = round(0.08 + random() * 0.14);
    if (subject.kind === 'business') shapes.push(`<circle cx="${cx}" cy="${cy}" r="${r}" fill="#fff" fill-opacity="${opacity}"/>`);
    else if (subject.kind === 'profession')
      shapes.push(
        `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="#fff" stroke-opacity="${opacity + 0.06}" stroke-width="${round(14 + random() * 26)}"/>`,
      );
    else
      shapes.push(
        `<rect x="${round(cx - r / 2)}" y="${round(cy - r / 2)}" width="${r}" height="${r}" rx="${round(r / 5)}" fill="#fff" fill-opacity="${opacity}" transform="rotate(${Math.round(random() * 90)} ${cx} ${cy})"/>`,
      );
  }

  const centre = size / 2;
  const badge =
    subject.kind === 'product'
      ? `<rect x="${centre - 168}" y="${centre - 168}" width="336" height="336" rx="76" fill="#fff" fill-opacity="0.94"/>`
      : `<circle cx="${centre}" cy="${centre}" r="176" fill="#fff" fill-opacity="0.94"/>` +
        (subject.kind === 'profession'
          ? `<circle cx="${centre}" cy="${centre}" r="200" fill="none" stroke="#fff" stroke-opacity="0.6" stroke-width="8"/>`
          : '');

  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/>` +
    `<stop offset="1" stop-color="${deep}"/></linearGradient></defs>` +
    `<rect width="${size}" height="${size}" fill="url(#g)"/>${shapes.join('')}${badge}` +
    strokeText(initialsOf(subject.name), centre, centre, 150, ink) +
    `</svg>`
  );
}
