/** PostgreSQL's code for a transaction it ended to break a deadlock. */
const DEADLOCK = '40P01';

/**
 * Runs a whole transaction again when PostgreSQL ended it to break a deadlock, as PostgreSQL advises. Two listings
 * created at the same moment both update the shared search dictionary and feed cells from their triggers, and may
 * wait on each other there; one of them is then rolled back, and trying it again succeeds.
 */
export async function retryOnDeadlock<T>(transaction: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await transaction();
    } catch (error) {
      if (attempt >= attempts || (error as { code?: string }).code !== DEADLOCK) throw error;
    }
  }
}
