/** Resolves in a later task, so a phone can handle a tap between two pieces of start-up work. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));
