// Lint rules for the whole workspace.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** Configuration reaches the code through one module. */
const PROCESS_ENV = {
  selector: "MemberExpression[object.name='process'][property.name='env']",
  message: 'Only apps/server/src/config.ts reads process.env.',
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'apps/server/drizzle/**',
      'bench/out/**',
      // Gitignored: one developer's throwaway probes (profiles, query counts), not part of the project.
      'bench/.scratch/**',
      'packages/client/src/openapi.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      'no-restricted-syntax': ['error', PROCESS_ENV],
    },
  },
  {
    files: [
      'apps/server/src/config.ts',
      'apps/server/src/test/**',
      'scripts/**',
      'bench/**',
      'cluster/**',
      'e2e/**',
      'playwright.config.ts',
      '**/*.test.ts',
      'apps/web/vite.config.ts',
      'vitest.config.ts',
      '.ci/**',
    ],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // The app's sources (not its build config, which reads process.env).
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      // A list read again on an event goes through lib/realtime/refreshLive: a bare invalidate or refetch joins a
      // first load already under way and can end with the list as it was before the event.
      // (The rule's list replaces the one above for these files: process.env stays in it.)
      'no-restricted-syntax': [
        'error',
        PROCESS_ENV,
        {
          selector:
            "CallExpression[callee.name='useEvent'] CallExpression[callee.property.name=/^(invalidateQueries|refetch|refetchQueries)$/]",
          message: 'Read lists again on an event with refreshLive (lib/realtime/refreshLive.ts).',
        },
      ],
    },
  },
  // Boundaries (docs/ARCHITECTURE.md "Boundaries"); import cycles are refused by tools/import-graph (npm run check).
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/apps/server/**', '**/server/src/**', '@lockconsole/server', '@lockconsole/server/**'],
              message: 'The web app never imports server code: share it through packages/shared.',
            },
            {
              group: ['@lockconsole/simulator', '@lockconsole/simulator/**'],
              message: 'The simulator is a development tool of the server, not part of the web app.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '**/apps/**',
                '@lockconsole/server',
                '@lockconsole/server/**',
                '@lockconsole/web',
                '@lockconsole/web/**',
              ],
              message: 'Packages never import the apps.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/modules/**/*.ts'],
    // The route registry is part of the composition root; tests build whole stacks.
    ignores: ['apps/server/src/modules/routes.ts', '**/*.test.ts', '**/*.test-kit.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+devices/(?!device-port$|operation-events$)',
              message:
                'Modules reach devices through devices/device-port.ts (and hear them as events): never the hub, its tracker or its repos.',
            },
            {
              regex: '^(\\.\\./)+(services|app|main)$',
              message: 'Modules never import the composition root: declare what you need as a dependency.',
            },
          ],
        },
      ],
    },
  },
);
