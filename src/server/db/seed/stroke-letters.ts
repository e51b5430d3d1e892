/**
 * A monoline capital alphabet as SVG paths, drawn on a 6-unit-high box (baseline at y = 6), to be stroked with round
 * ends. The demo illustrations and demo videos draw their words with it rather than with a font, so they come out the
 * same on any machine, fonts installed or not. Besides the letters: the apostrophe and hyphen of the demo names.
 */
export const STROKE_LETTERS: Record<string, { width: number; d: string }> = {
  A: { width: 4, d: 'M0 6L2 0L4 6M0.7 4H3.3' },
  B: { width: 4, d: 'M0 6V0H2.4A1.5 1.5 0 0 1 2.4 3H0M2.4 3H2.6A1.5 1.5 0 0 1 2.6 6H0' },
  C: { width: 4, d: 'M4 1.2A2.2 3 0 1 0 4 4.8' },
  D: { width: 4, d: 'M0 0V6H1.6A2.4 3 0 0 0 1.6 0Z' },
  E: { width: 3.6, d: 'M3.6 0H0V6H3.6M0 3H3' },
  F: { width: 3.6, d: 'M3.6 0H0V6M0 3H3' },
  G: { width: 4, d: 'M4 1.2A2.2 3 0 1 0 4 4.8V3.4H2.4' },
  H: { width: 4, d: 'M0 0V6M4 0V6M0 3H4' },
  I: { width: 2.4, d: 'M1.2 0V6M0 0H2.4M0 6H2.4' },
  J: { width: 3.4, d: 'M3.4 0V4.2A1.7 1.8 0 0 1 0 4.2' },
  K: { width: 4, d: 'M0 0V6M4 0L0 3.6M1.4 2.5L4 6' },
  L: { width: 3.6, d: 'M0 0V6H3.6' },
  M: { width: 5, d: 'M0 6V0L2.5 4L5 0V6' },
  N: { width: 4, d: 'M0 6V0L4 6V0' },
  O: { width: 4.4, d: 'M2.2 0A2.2 3 0 0 0 2.2 6A2.2 3 0 0 0 2.2 0Z' },
  P: { width: 4, d: 'M0 6V0H2.4A1.6 1.6 0 0 1 2.4 3.2H0' },
  Q: { width: 4.4, d: 'M2.2 0A2.2 3 0 0 0 2.2 6A2.2 3 0 0 0 2.2 0ZM2.8 4.4L4.4 6.4' },
  R: { width: 4, d: 'M0 6V0H2.4A1.6 1.6 0 0 1 2.4 3.2H0M2 3.2L4 6' },
  S: { width: 3.8, d: 'M3.6 0.9C3 0 0.4 -0.3 0.2 1.4C0 3.1 3.8 2.7 3.7 4.6C3.6 6.4 0.8 6.3 0.1 5.1' },
  T: { width: 4, d: 'M0 0H4M2 0V6' },
  U: { width: 4, d: 'M0 0V4A2 2 0 0 0 4 4V0' },
  V: { width: 4, d: 'M0 0L2 6L4 0' },
  W: { width: 5.4, d: 'M0 0L1.35 6L2.7 1.6L4.05 6L5.4 0' },
  X: { width: 4, d: 'M0 0L4 6M4 0L0 6' },
  Y: { width: 4, d: 'M0 0L2 3L4 0M2 3V6' },
  Z: { width: 4, d: 'M0 0H4L0 6H4' },
  "'": { width: 0.4, d: 'M0.2 0V1.6' },
  '-': { width: 2.4, d: 'M0.2 3.4H2.2' },
};

/** Between two letters, and the width of a space, in letter units. */
const GAP = 1.8;
const SPACE = 4.4;

const round = (value: number) => Math.round(value * 10) / 10;

/** The letters' paths placed along a line, and the line's width, in letter units. */
function layout(text: string): { paths: string[]; width: number } {
  let width = 0;
  const paths: string[] = [];
  for (const word of text.split(' ')) {
    if (paths.length > 0) width += SPACE;
    for (const [index, character] of [...word].entries()) {
      const letter = STROKE_LETTERS[character];
      if (!letter) throw new Error(`No stroke letter for "${character}" in "${text}"`);
      if (index > 0) width += GAP;
      paths.push(`<path transform="translate(${round(width)} 0)" d="${letter.d}"/>`);
      width += letter.width;
    }
  }
  return { paths, width };
}

/** How wide `text` is drawn `height` pixels tall, to fit a line in its frame. */
export const strokeTextWidth = (text: string, height: number) => (layout(text).width * height) / 6;

/**
 * `text` (capitals, spaces and the marks above; anything else is a mistake in the demo data) in the stroke alphabet,
 * centred on (x, y), `height` pixels tall, as one SVG group.
 */
export function strokeText(text: string, x: number, y: number, height: number, ink: string): string {
  const { paths, width } = layout(text);
  const scale = height / 6;
  return (
    `<g transform="translate(${round(x - (width * scale) / 2)} ${round(y - height / 2)}) scale(${round(scale)})" fill="none" ` +
    `stroke="${ink}" stroke-width="0.78" stroke-linecap="round" stroke-linejoin="round">${paths.join('')}</g>`
  );
}
