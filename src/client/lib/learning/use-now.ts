import { useState } from 'react';

/** The time the screen opened: schedules and mastery are read at one instant, so renders agree. */
export function useNow(): number {
  return useState(() => Date.now())[0];
}
