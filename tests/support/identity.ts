import sharp from 'sharp';
import type { TestMember } from './members';

/** A small real PNG of one colour (an ID photo or a selfie, as far as the pipeline can tell). */
export const testPhoto = (colour: { r: number; g: number; b: number }, width = 400, height = 260) =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();

/** A JPEG carrying EXIF with a camera and a GPS position, as a phone photo does. */
export const phonePhoto = () =>
  sharp({ create: { width: 640, height: 400, channels: 3, background: { r: 200, g: 180, b: 150 } } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Model X', Copyright: 'Adaeze Okafor' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '6/1 31/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '3/1 22/1 0/1' },
    })
    .toBuffer();

/** The request form as Account sends it; a part left undefined is left out. */
export function identityForm(parts: { documentType?: string; document?: Buffer; selfie?: Buffer; documentName?: string }): FormData {
  const form = new FormData();
  if (parts.documentType !== undefined) form.append('documentType', parts.documentType);
  if (parts.document)
    form.append('document', new Blob([new Uint8Array(parts.document)], { type: 'image/png' }), parts.documentName ?? 'id.png');
  if (parts.selfie) form.append('selfie', new Blob([new Uint8Array(parts.selfie)], { type: 'image/png' }), 'selfie.png');
  return form;
}

/** Sends a complete request (NIN slip, two photos). */
export async function requestVerification(member: TestMember, documentType = 'nin_slip') {
  const form = identityForm({
    documentType,
    document: await testPhoto({ r: 20, g: 120, b: 60 }),
    selfie: await testPhoto({ r: 180, g: 140, b: 110 }, 300, 400),
  });
  return member.client.form('/api/v1/me/identity-verification', form);
}
