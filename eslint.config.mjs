import nx from '@nx/eslint-plugin';

export default [
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  { ignores: ['**/dist', '**/node_modules', '.nx', '.deploy', '.data', 'test-results', 'playwright-report'] },
  {
    files: ['**/*.ts', '**/*.tsx'],
    rules: {
      // Apps use libs; libs use libs; nothing imports an app (a remote never imports another remote).
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: true,
          // The public-API check of the shared libs (libs/*/src/version.spec.ts).
          allow: ['/tools/jest/publicApi$'],
          depConstraints: [
            { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:lib'] },
            { sourceTag: 'type:lib', onlyDependOnLibsWithTags: ['type:lib'] },
            { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:lib'] },
          ],
        },
      ],
    },
  },
];
