import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { highlightsSchema, type Highlights } from '../../../shared/schemas/highlights';
import type { AppContext } from '../../app-context';
import { highlightsRepository } from './highlights.repository';

/** The same for every visitor; counted at most every few minutes per process, since counting is not free at scale. */
const FRESH_MS = 5 * 60_000;

export async function highlightsRoutes(fastify: FastifyInstance, { db }: AppContext): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const repo = highlightsRepository(db);
  let kept: { at: number; value: Promise<Highlights> } | null = null;
  const highlights = () => {
    if (!kept || Date.now() - kept.at > FRESH_MS) {
      const value = Promise.all([repo.counts(), repo.recentGoodReviews(3)]).then(([counts, reviews]) => ({
        counts,
        reviews: reviews.map((review) => ({ ...review, reviewId: Number(review.reviewId) })),
      }));
      // A failed count is not kept: the next visitor asks again.
      value.catch(() => (kept = null));
      kept = { at: Date.now(), value };
    }
    return kept.value;
  };

  app.get('/highlights', { schema: { tags: ['landing'], response: { 200: highlightsSchema } } }, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return highlights();
  });
}
