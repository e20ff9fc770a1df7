import { defineConfig, globalIgnores } from 'eslint/config'
import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    settings: { next: { rootDir: 'web/' } },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    // One kind of link to the site's pages: web/components/Link.tsx, which fetches a page ahead only
    // when the visitor reaches for its link (docs/performance.md, "Prefetch on intent").
    files: ['web/**'],
    ignores: ['web/components/Link.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'next/link', message: "Use { Link } from '@/components/Link'." }] },
      ],
    },
  },
  {
    // The Studio and the content generator are not Next.js pages.
    files: ['studio/**', 'schemas/**', 'content/**', 'lake/**', 'bench/**', 'scripts/**', 'testing/**'],
    rules: { '@next/next/no-html-link-for-pages': 'off' },
  },
  globalIgnores([
    '**/.next/**',
    '**/.next-editing/**',
    '**/.next-bench*/**',
    '**/.next-bundle/**',
    '.deploy/**',
    '.deploy-test/**',
    '**/out/**',
    '**/dist/**',
    '**/node_modules/**',
    '**/next-env.d.ts',
    'schemas/sanity.types.ts',
    'studio/.sanity/**',
    '**/playwright-report/**',
    '**/test-results/**',
  ]),
])
