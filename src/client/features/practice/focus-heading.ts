/** Moves focus to the page's h1 after a stage change, so screen readers start from the new screen. */
export function focusMainHeading(): void {
  const heading = document.querySelector<HTMLElement>('#main h1');
  if (!heading) return;
  heading.tabIndex = -1;
  heading.focus({ preventScroll: true });
}
