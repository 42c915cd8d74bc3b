/** Resolves in a later task, so a phone can handle a tap between two long pieces of work. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));
