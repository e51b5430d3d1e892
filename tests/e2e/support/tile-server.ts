import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A 1×1 light-grey PNG: every tile of the test map (Leaflet stretches it to 256×256). */
const TILE = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGN4+vw1AAVsArjSAflTAAAAAElFTkSuQmCC', 'base64');

/**
 * The map's tile server for the journeys (and the Lighthouse bench, with a tile of its own), on 127.0.0.1: any
 * /tiles/z/x/y.png answers the same PNG, so the map loads without the network (MAP_TILE_URL points here).
 */
export async function startTileServer(tile: Buffer = TILE): Promise<{ template: string; close(): Promise<void> }> {
  const server: Server = createServer((request, response) => {
    if (/^\/tiles\/\d+\/\d+\/\d+\.png$/.test(request.url ?? '')) {
      response.writeHead(200, { 'content-type': 'image/png', 'content-length': tile.length, 'cache-control': 'max-age=3600' });
      response.end(tile);
    } else {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    template: `http://127.0.0.1:${port}/tiles/{z}/{x}/{y}.png`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
