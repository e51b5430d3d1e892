/** How deep a JSON body may nest; real forms are two or three levels deep. */
export const MAX_JSON_DEPTH = 20;

/**
 * Checks a parsed body without recursion (a deeply nested one would overflow the stack): too deep, or a string
 * holding a NUL character (PostgreSQL cannot store it). For the routes no zod schema covers (Better Auth's).
 */
export function inputProblem(value: unknown, maxDepth = MAX_JSON_DEPTH): 'too-deep' | 'nul' | null {
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length > 0) {
    const [item, depth] = stack.pop()!;
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return 'nul';
    } else if (item !== null && typeof item === 'object') {
      if (depth >= maxDepth) return 'too-deep';
      for (const [key, child] of Object.entries(item)) {
        if (key.includes('\u0000')) return 'nul';
        stack.push([child, depth + 1]);
      }
    }
  }
  return null;
}
