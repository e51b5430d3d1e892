import { execFileSync } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { videoBinaries } from '../../src/server/media/video-tools';
import type { HttpClient } from './http-client';

export const UPLOADS = '/api/v1/videos/uploads';

/** A short clip from ffmpeg's test pattern and tone (tiny, so processing in tests takes a second). */
export function makeTestVideo(dir: string, options: { seconds?: number; width?: number; height?: number; name?: string } = {}): string {
  const { seconds = 2, width = 320, height = 240, name = 'clip.mp4' } = options;
  const file = path.join(dir, name);
  const { ffmpeg } = videoBinaries({});
  execFileSync(ffmpeg, [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    `testsrc=size=${width}x${height}:rate=15`,
    '-f',
    'lavfi',
    '-i',
    'sine=frequency=440',
    '-t',
    String(seconds),
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-pix_fmt',
    'yuv420p',
    '-c:a',
    'aac',
    '-shortest',
    file,
  ]);
  return file;
}

/** tus Upload-Metadata: comma-separated "key base64(value)" pairs. */
export const tusMetadata = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');

const cookieOf = (client: HttpClient) => [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');

/** Creates an upload; returns the response (Location holds the upload's URL). */
export function tusCreate(client: HttpClient, length: number, fields: Record<string, string>): Promise<Response> {
  return client.request('POST', UPLOADS, undefined, {
    'tus-resumable': '1.0.0',
    'upload-length': String(length),
    'upload-metadata': tusMetadata(fields),
  });
}

export function tusPatch(client: HttpClient, location: string, offset: number, bytes: Uint8Array): Promise<Response> {
  return fetch(new URL(location, client.baseUrl), {
    method: 'PATCH',
    headers: {
      origin: client.baseUrl,
      cookie: cookieOf(client),
      'tus-resumable': '1.0.0',
      'upload-offset': String(offset),
      'content-type': 'application/offset+octet-stream',
    },
    body: new Blob([new Uint8Array(bytes)]),
  });
}

export async function tusOffset(client: HttpClient, location: string): Promise<number> {
  const response = await client.request('HEAD', location, undefined, { 'tus-resumable': '1.0.0' });
  if (response.status !== 200) throw new Error(`HEAD ${location}: ${response.status}`);
  return Number(response.headers.get('upload-offset'));
}

/**
 * A PATCH whose connection drops part-way: `sent` bytes are written, then the socket is destroyed, as when a phone
 * loses its signal.
 */
export function tusPatchCut(client: HttpClient, location: string, offset: number, bytes: Uint8Array, sent: number): Promise<void> {
  const url = new URL(location, client.baseUrl);
  return new Promise((resolve) => {
    const request = http.request(url, {
      method: 'PATCH',
      headers: {
        origin: client.baseUrl,
        cookie: cookieOf(client),
        'tus-resumable': '1.0.0',
        'upload-offset': String(offset),
        'content-type': 'application/offset+octet-stream',
        'content-length': String(bytes.length),
      },
    });
    request.on('error', () => resolve());
    request.on('close', () => resolve());
    request.write(bytes.subarray(0, sent), () => {
      // Give the server a moment to store what arrived, then drop the connection.
      setTimeout(() => request.destroy(), 300);
    });
  });
}

/** Uploads a whole file in chunks; returns the final PATCH's JSON ({ videoId, status }). */
export async function tusUpload(client: HttpClient, bytes: Uint8Array, fields: Record<string, string>, chunk = 64 * 1024) {
  const created = await tusCreate(client, bytes.length, fields);
  if (created.status !== 201) throw new Error(`create: ${created.status} ${await created.text()}`);
  const location = created.headers.get('location')!;
  let offset = 0;
  let last: Response | undefined;
  while (offset < bytes.length) {
    last = await tusPatch(client, location, offset, bytes.subarray(offset, offset + chunk));
    if (last.status !== 204 && last.status !== 200) throw new Error(`patch: ${last.status} ${await last.text()}`);
    offset = Number(last.headers.get('upload-offset'));
  }
  return { location, result: (await last!.json()) as { videoId: number; status: string } };
}

/** Polls a video (as its owner) until it leaves processing. */
export async function waitForVideo(client: HttpClient, videoId: number, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { body } = await client.json('GET', `/api/v1/videos/${videoId}`);
    if (body.status !== 'processing' && body.status !== 'uploading') return body;
    if (Date.now() > deadline) throw new Error(`video ${videoId} still ${body.status}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * A request with its path sent exactly as written (fetch would resolve dot segments and drop a fragment), as an
 * attacker's client can send it.
 */
export function rawRequest(
  client: HttpClient,
  method: string,
  rawPath: string,
  headers: Record<string, string> = {},
  body?: Uint8Array,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string }> {
  const base = new URL(client.baseUrl);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: base.hostname,
        port: base.port,
        method,
        path: rawPath,
        headers: {
          origin: client.baseUrl,
          cookie: cookieOf(client),
          ...headers,
          ...(body ? { 'content-length': String(body.length) } : {}),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, text: Buffer.concat(chunks).toString() }),
        );
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}
