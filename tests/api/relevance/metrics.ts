/** Ranking measures of the relevance set (issue 35.6), on graded judgments (2: the answer, 1: a fair one). */

/** 1 when an answer of the best grade judged is among the first `k` results, else 0. */
export function successAt(k: number, ranked: readonly string[], grades: Readonly<Record<string, number>>): number {
  const best = Math.max(...Object.values(grades));
  return ranked.slice(0, k).some((key) => grades[key] === best) ? 1 : 0;
}

const gain = (grade: number) => 2 ** grade - 1;
const dcg = (grades: readonly number[]) => grades.reduce((sum, grade, i) => sum + gain(grade) / Math.log2(i + 2), 0);

/** Normalised discounted cumulative gain over the first `k` results: 1 when they are the judged answers, best first. */
export function ndcgAt(k: number, ranked: readonly string[], grades: Readonly<Record<string, number>>): number {
  const ideal = dcg(
    Object.values(grades)
      .sort((a, b) => b - a)
      .slice(0, k),
  );
  return ideal === 0 ? 0 : dcg(ranked.slice(0, k).map((key) => grades[key] ?? 0)) / ideal;
}

export const mean = (values: readonly number[]) => values.reduce((a, b) => a + b, 0) / values.length;
