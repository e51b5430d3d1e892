import { pageLoader } from '../route-data';

/** A receipt (/app/account/receipts/:reference): that payment's receipt. */
export const receiptLoader = pageLoader(async ({ client, params }) => {
  // The page's own module brings these; the app's first script does not carry them (its size budget).
  const { receiptQuery } = await import('../../features/payments/api');
  if (params.reference) await client.ensureQueryData(receiptQuery(params.reference));
});
