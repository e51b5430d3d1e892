import { describe, expect, it } from 'vitest';
import { previewTiles, sameView, startView, tileSrcSet, tileUrl } from './map-view';

describe('startView', () => {
  it('centres on the viewer at the opening zoom, wider than high on a wide map', () => {
    const [west, south, east, north] = startView({ lat: 6.5244, lng: 3.3792 }, 360, 500, 10)!.bbox;
    expect((west + east) / 2).toBeCloseTo(3.3792, 6);
    expect(east - west).toBeCloseTo((360 * 360) / (256 * 1024), 6);
    expect(south).toBeLessThan(6.5244);
    expect(north).toBeGreaterThan(6.5244);
    expect(north - south).toBeGreaterThan(east - west);
  });

  it('has no view without a size', () => {
    expect(startView({ lat: 6.5, lng: 3.4 }, 0, 500, 10)).toBeNull();
  });
});

describe('sameView', () => {
  const view = startView({ lat: 6.5244, lng: 3.3792 }, 360, 500, 10)!;
  it('takes a view a pixel away as the same, and another zoom or a pan as new', () => {
    const pixel = 360 / (256 * 1024);
    expect(sameView(view, { ...view, bbox: view.bbox.map((edge) => edge + pixel) as typeof view.bbox })).toBe(true);
    expect(sameView(view, { ...view, zoom: 11 })).toBe(false);
    expect(sameView(view, { ...view, bbox: view.bbox.map((edge) => edge + 0.01) as typeof view.bbox })).toBe(false);
  });
});

describe('previewTiles', () => {
  const tiles = previewTiles({ lat: 6.5244, lng: 3.3792 }, 10, null);
  it("covers the drawn map's middle with the tiles Leaflet shows there, each placed from the centre", () => {
    // Lagos at zoom 10 is in column 521, row 493 (Web Mercator, 256-pixel tiles).
    const middle = tiles.find((tile) => tile.left <= 0 && tile.left + 256 > 0 && tile.top <= 0 && tile.top + 256 > 0);
    expect(middle).toMatchObject({ x: 521, y: 493 });
    for (const tile of tiles) {
      expect(tile.left - middle!.left).toBe((tile.x - middle!.x) * 256);
      expect(tile.top - middle!.top).toBe((tile.y - middle!.y) * 256);
      // Each one reaches into the 336 x 496 middle: none is fetched that a larger map would not show.
      expect(tile.left < 168 && tile.left + 256 > -168 && tile.top < 248 && tile.top + 256 > -248).toBe(true);
    }
    expect(new Set(tiles.map((tile) => `${tile.x}/${tile.y}`)).size).toBe(tiles.length);
    expect(tiles.length).toBeLessThanOrEqual(9);
  });

  it('keeps to the world at its edges', () => {
    for (const tile of previewTiles({ lat: 85, lng: -179.9 }, 2, null)) {
      expect(tile.x).toBeGreaterThanOrEqual(0);
      expect(tile.y).toBeGreaterThanOrEqual(0);
    }
  });
});

describe('tileUrl', () => {
  it('fills a Leaflet template as Leaflet does, the subdomain by column and row', () => {
    expect(tileUrl('https://{s}.tile.example/{z}/{x}/{y}{r}.png', 10, 521, 492)).toBe('https://c.tile.example/10/521/492.png');
    expect(tileUrl('http://127.0.0.1:9/tiles/{z}/{x}/{y}.png', 3, 1, 2)).toBe('http://127.0.0.1:9/tiles/3/1/2.png');
    expect(tileUrl('https://{s}.tile.example/{z}/{x}/{y}{r}.png', 10, 521, 492, true)).toBe('https://c.tile.example/10/521/492@2x.png');
  });
});

describe('tileSrcSet', () => {
  it('says a standard tile is for 1× screens, and offers a provider’s double-size tile to 2× ones', () => {
    expect(tileSrcSet('http://127.0.0.1:9/tiles/{z}/{x}/{y}.png', 3, 1, 2)).toBe('http://127.0.0.1:9/tiles/3/1/2.png 1x');
    expect(tileSrcSet('https://{s}.tile.example/{z}/{x}/{y}{r}.png', 10, 521, 492)).toBe('https://c.tile.example/10/521/492@2x.png 2x');
  });
});
