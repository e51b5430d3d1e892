import type { Rendition } from '../../../shared/schemas/videos';

/** What the browser says about the connection (Network Information API, where there is one). */
interface ConnectionInfo {
  saveData?: boolean;
  effectiveType?: string;
}

/**
 * "Auto": 240p on 2G or with Data Saver on, 360p on 3G, else the smallest rendition that fills the player at the
 * screen's pixel density (the largest when none does). Renditions come smallest first.
 */
export function pickRendition(
  renditions: Rendition[],
  playerHeight: number,
  pixelRatio: number,
  connection?: ConnectionInfo,
): Rendition | undefined {
  if (!renditions.length) return undefined;
  const atMost = (height: number) => [...renditions].reverse().find((r) => r.height <= height) ?? renditions[0];
  if (connection?.saveData || connection?.effectiveType === 'slow-2g' || connection?.effectiveType === '2g') return atMost(240);
  if (connection?.effectiveType === '3g') return atMost(360);
  const wanted = playerHeight * pixelRatio;
  return renditions.find((r) => r.height >= wanted) ?? renditions[renditions.length - 1];
}

export function browserConnection(): ConnectionInfo | undefined {
  return (navigator as Navigator & { connection?: ConnectionInfo }).connection;
}
