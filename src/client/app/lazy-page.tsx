import type { ComponentType } from 'react';
import type { i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { Lang } from '../lib/i18n/languages';
import { namespacesLoaded, type Namespace } from '../lib/i18n/namespace';
import { commonNamespace } from '../lib/i18n/common';

/** A screen whose code and strings load on demand, and can be loaded ahead (server render, hydration). */
export interface LazyPage {
  Component: ComponentType;
  /** Loads the code and the strings in `lang` (the i18n instance's language by default). */
  preload(i18n: I18n, lang?: Lang): Promise<void>;
  /** Its source modules (from src/client), so the server can ask the browser to fetch them early. */
  modules: string[];
}

/**
 * Like React.lazy, but with the screen's UI strings, and with an explicit `preload`: the server
 * loads the page before rendering it, the browser before hydrating, so neither ever shows a
 * fallback where the HTML already has the page (no mismatch, no flash).
 */
export function lazyPage(loadComponent: () => Promise<ComponentType>, namespaces: readonly Namespace[], modules: string[] = []): LazyPage {
  const all = [commonNamespace, ...namespaces];
  let Loaded: ComponentType | undefined;
  // One load per i18n instance and language (the browser has one instance; each server render its own).
  const pending = new WeakMap<I18n, Map<Lang, Promise<void>>>();

  const preload = (i18n: I18n, lang = i18n.language as Lang): Promise<void> => {
    const loads = pending.get(i18n) ?? new Map<Lang, Promise<void>>();
    pending.set(i18n, loads);
    let promise = loads.get(lang);
    if (!promise) {
      promise = Promise.all([loadComponent(), ...all.map((ns) => ns.load(i18n, lang))]).then(([component]) => {
        Loaded = component as ComponentType;
      });
      loads.set(lang, promise);
      promise.catch(() => loads.delete(lang));
    }
    return promise;
  };

  function Page() {
    const { i18n } = useTranslation();
    if (Loaded && namespacesLoaded(i18n, i18n.language as Lang, all)) return <Loaded />;
    // The nearest Suspense boundary shows its fallback until the screen is there.
    throw preload(i18n);
  }
  return { Component: Page, preload, modules };
}
