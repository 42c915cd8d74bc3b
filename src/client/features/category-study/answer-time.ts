/**
 * The longest one question counts for in a category round's time: past it the learner was away,
 * not thinking (the real test allows about 90 seconds a question).
 */
export const MAX_MS_PER_QUESTION = 5 * 60 * 1000;

/** Time spent on one question, from when it showed to when it was answered, in milliseconds. */
export const answerMs = (shownAt: number, answeredAt: number): number => Math.min(MAX_MS_PER_QUESTION, Math.max(0, answeredAt - shownAt));
