import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// Every size and weight pair a page's text uses is a font look-up in its first layout (on Linux a
// round trip to the browser process each): the stylesheets keep to the scale in global.css.
const CLIENT = join(import.meta.dirname, '..');
const TOKENS = ['tiny', 'small', 'body', 'large', 'heading', 'title'];
const SCALE = new RegExp(`^var\\(--text-(${TOKENS.join('|')})\\)$`);
// Display headings and labels that scale with their box, one each per page.
const DISPLAY = /^(clamp\(.+\)|[2-9](\.\d+)?rem)$/;
const WEIGHTS = new Set(['400', '700', 'inherit']);

function stylesheets(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return stylesheets(path);
    return entry.name.endsWith('.css') ? [path] : [];
  });
}

function declarations(property: string): { file: string; value: string }[] {
  return stylesheets(CLIENT).flatMap((path) => {
    const css = readFileSync(path, 'utf8');
    const file = relative(CLIENT, path);
    return [...css.matchAll(new RegExp(`(?:^|[;{\\s])${property}:\\s*([^;}]+)`, 'g'))].map((m) => ({ file, value: m[1]!.trim() }));
  });
}

describe('the type scale', () => {
  it('finds the stylesheets it checks', () => {
    expect(declarations('font-size').length).toBeGreaterThan(100);
    expect(declarations('font-weight').length).toBeGreaterThan(100);
  });

  it('sizes text only with the scale, or as a display heading', () => {
    const off = declarations('font-size').filter(({ value }) => !SCALE.test(value) && !DISPLAY.test(value));
    expect(off).toEqual([]);
  });

  it('uses two weights', () => {
    const off = declarations('font-weight').filter(({ value }) => !WEIGHTS.has(value));
    expect(off).toEqual([]);
  });

  it('keeps the scale to six sizes, smallest first', () => {
    const global = readFileSync(join(CLIENT, 'styles/global.css'), 'utf8');
    const sizes = [...global.matchAll(/--text-([a-z]+):\s*([\d.]+)rem;/g)];
    expect(sizes.map((m) => m[1])).toEqual(TOKENS);
    const rems = sizes.map((m) => Number(m[2]));
    expect(rems).toEqual([...rems].sort((a, b) => a - b));
  });
});
