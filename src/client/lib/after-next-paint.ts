/**
 * Resolves once the browser has painted the next frame, so that work a tap causes but the learner
 * does not see (writing an answer to the record) comes after what they do see. A tab in the
 * background paints no frames: a short timer resolves it there, so nothing waits until the tab
 * comes back (or is lost when it is closed).
 */
export function afterNextPaint(): Promise<void> {
  if (typeof requestAnimationFrame !== 'function') return Promise.resolve();
  return new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve));
    setTimeout(resolve, 100);
  });
}
