import { useEffect, useState } from 'react';

/**
 * Whether the device says it has a connection (`navigator.onLine`, kept up to date by the
 * online and offline events). Online on the server and in the first render, so a page hydrates
 * as the server rendered it; the device's answer follows at once.
 */
export function useOnline(): boolean {
  const [online, setOnline] = useState(true);
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    update();
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  return online;
}
