import { Lock } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';

/** Shown to a visitor without a session (the shell normally sends them to sign in first). */
export function AuthRequired({ message }: { message: string }) {
  return (
    <EmptyState
      icon={Lock}
      title="Authentication Required"
      description={message}
      action={
        <Button asChild className="mt-2">
          <Link to="/auth">Sign in</Link>
        </Button>
      }
    />
  );
}
