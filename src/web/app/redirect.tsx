import { Navigate } from 'react-router';
import { redirectWhileDrawing } from '../lib/first-screen';

/**
 * Sends the reader to another page. While the server draws (decision 0026) a router redirect cannot happen, so the
 * server is told and answers the request with an HTTP redirect instead of an empty page.
 */
export function Redirect({ to }: { to: string }) {
  if (typeof window === 'undefined') {
    redirectWhileDrawing(to);
    return null;
  }
  return <Navigate to={to} replace />;
}
