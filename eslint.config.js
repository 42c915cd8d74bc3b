import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const features = readdirSync(new URL('./src/client/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'data', 'coverage', 'src/server/db/migrations'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Imports flow one way: shared contract → config → lib → components → features → app.
    files: ['src/**/*.{ts,tsx}', 'tests/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: ['tsconfig.json'] })],
    },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './src/shared', from: ['./src/client', './src/server'], message: 'The shared contract depends on neither side.' },
            { target: './src/client/config', from: ['./src/client/lib', './src/client/components', './src/client/features', './src/client/app'] },
            { target: './src/client/lib', from: ['./src/client/components', './src/client/features', './src/client/app'] },
            { target: './src/client/components', from: ['./src/client/features', './src/client/app'] },
            { target: './src/client/features', from: ['./src/client/app'] },
            { target: './src/server/db', from: ['./src/server/modules'], message: 'The database layer never imports feature modules.' },
          ],
        },
      ],
    },
  },
  {
    // SQL lives in repositories (and the database layer): routes and services call them.
    files: ['src/server/**/*.ts'],
    ignores: ['src/server/db/**', 'src/server/**/*-repository.ts', 'src/server/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'drizzle-orm', message: 'Write SQL in a *-repository.ts file.' }], patterns: [{ group: ['**/db/schema*'], message: 'Only repositories use the tables.' }] },
      ],
    },
  },
  // Features never import each other: imports flow shared -> features -> app.
  ...features.map((feature) => ({
    files: [`src/client/features/${feature}/**`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: features.filter((f) => f !== feature).flatMap((f) => [`../${f}/**`, `../../${f}/**`, `../../../${f}/**`]),
              message: 'Features must not import other features; move shared code to components/ or lib/.',
            },
          ],
        },
      ],
    },
  })),
  {
    files: ['src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/server/**', '**/client/**'], message: 'The shared contract depends on neither side.' }] },
      ],
    },
  },
);
