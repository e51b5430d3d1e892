/** The kinds of experience on a profession page (without zod: the page lists them, only the form validates). */
export const EXPERIENCE_TYPES = ['work', 'education', 'certification'] as const;
