/** The longest comment, in characters (without zod: the comment box on every post card needs it). */
export const COMMENT_MAX_LENGTH = 1000;
