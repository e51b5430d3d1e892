import { describe, expect, it } from 'vitest';
import { imageFormatOf } from './image-signature';

const bytes = (...values: Array<number | string>) =>
  new Uint8Array(values.flatMap((value) => (typeof value === 'string' ? [...value].map((c) => c.charCodeAt(0)) : [value])));

describe('imageFormatOf', () => {
  it('knows the images we take by their first bytes', () => {
    expect(imageFormatOf(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('jpeg');
    expect(imageFormatOf(bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('png');
    expect(imageFormatOf(bytes('GIF89a'))).toBe('gif');
    expect(imageFormatOf(bytes('RIFF', 0, 0, 0, 0, 'WEBP'))).toBe('webp');
    expect(imageFormatOf(bytes(0, 0, 0, 24, 'ftypavif'))).toBe('avif');
    expect(imageFormatOf(bytes(0, 0, 0, 24, 'ftypheic'))).toBe('heic');
  });

  it('refuses text, videos and empty files whatever their name says', () => {
    expect(imageFormatOf(bytes('Hello, this is not a picture'))).toBeNull();
    expect(imageFormatOf(bytes(0, 0, 0, 24, 'ftypisom'))).toBeNull();
    expect(imageFormatOf(bytes('RIFF', 0, 0, 0, 0, 'WAVE'))).toBeNull();
    expect(imageFormatOf(new Uint8Array())).toBeNull();
  });
});
