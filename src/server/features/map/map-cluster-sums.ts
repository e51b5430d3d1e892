import { cellDegrees } from '../../../shared/map';
import type { MapBox } from '../../../shared/schemas/map';
import type { CellCount } from './map.repository';

/** Per cluster cell: count, businesses, Σ lat, Σ lng, south, west, north, east. */
const SUM_FIELDS = 8;

/** The sums of a map request's cluster cells: the box holds at most 17 × 17 of them (schemas/map.ts), in one dense array. */
export class ClusterSums {
  /** A cluster cell's side in degrees at the request's zoom. */
  readonly cell: number;
  readonly col0: number;
  readonly row0: number;
  readonly width: number;
  readonly height: number;
  private readonly sums: Float64Array;

  constructor(box: MapBox, zoom: number) {
    this.cell = cellDegrees(zoom);
    this.col0 = Math.floor(box.west / this.cell);
    this.row0 = Math.floor(box.south / this.cell);
    this.width = Math.floor(box.east / this.cell) - this.col0 + 1;
    this.height = Math.floor(box.north / this.cell) - this.row0 + 1;
    this.sums = new Float64Array(this.width * this.height * SUM_FIELDS);
  }

  /** Where a cluster cell stands among the box's cells, row by row. */
  indexOf(cellCol: number, cellRow: number): number {
    return (cellRow - this.row0) * this.width + (cellCol - this.col0);
  }

  /** Adds `count` rows (of which `businesses` businesses) with these position sums and extent to a cluster cell. */
  add(
    cellCol: number,
    cellRow: number,
    count: number,
    businesses: number,
    sumLat: number,
    sumLng: number,
    south: number,
    west: number,
    north: number,
    east: number,
  ) {
    const sums = this.sums;
    const at = this.indexOf(cellCol, cellRow) * SUM_FIELDS;
    if (sums[at] === 0) {
      sums[at + 4] = south;
      sums[at + 5] = west;
      sums[at + 6] = north;
      sums[at + 7] = east;
    } else {
      if (south < sums[at + 4]!) sums[at + 4] = south;
      if (west < sums[at + 5]!) sums[at + 5] = west;
      if (north > sums[at + 6]!) sums[at + 6] = north;
      if (east > sums[at + 7]!) sums[at + 7] = east;
    }
    sums[at]! += count;
    sums[at + 1]! += businesses;
    sums[at + 2]! += sumLat;
    sums[at + 3]! += sumLng;
  }

  /** Adds one row at its position to a cluster cell. */
  addRow(cellCol: number, cellRow: number, business: boolean, lat: number, lng: number) {
    this.add(cellCol, cellRow, 1, business ? 1 : 0, lat, lng, lat, lng, lat, lng);
  }

  /** The cells that hold a row, with their counts, mean position and extent. */
  cells(): CellCount[] {
    const sums = this.sums;
    const cells: CellCount[] = [];
    for (let r = 0; r < this.height; r++) {
      for (let c = 0; c < this.width; c++) {
        const at = (r * this.width + c) * SUM_FIELDS;
        const count = sums[at]!;
        if (count === 0) continue;
        cells.push({
          cx: this.col0 + c,
          cy: this.row0 + r,
          count,
          businesses: sums[at + 1]!,
          lat: sums[at + 2]! / count,
          lng: sums[at + 3]! / count,
          south: sums[at + 4]!,
          west: sums[at + 5]!,
          north: sums[at + 6]!,
          east: sums[at + 7]!,
        });
      }
    }
    return cells;
  }
}
