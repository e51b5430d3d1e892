import { receiptQuery } from '../../features/payments/api';
import { pageLoader } from '../route-data';

/** A receipt (/app/account/receipts/:reference): that payment's receipt. */
export const receiptLoader = pageLoader(async ({ client, params }) => {
  if (params.reference) await client.ensureQueryData(receiptQuery(params.reference));
});
