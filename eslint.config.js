import js from '@eslint/js';
import checkFile from 'eslint-plugin-check-file';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const webBoundaries = [
  { regex: '^@casting/api(/|$)|(^|/)apps/api(/|$)', message: 'The web app never imports the api.' },
];

const kebab = { '**/*.{ts,tsx,js,mjs}': 'KEBAB_CASE' };

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '**/.prerender/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '.test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': ['error', kebab, { ignoreMiddleExtensions: true }],
      'check-file/folder-naming-convention': ['error', { '{apps,packages,scripts,docs}/**/': 'KEBAB_CASE' }],
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration through env.ts only.' },
      ],
      'no-console': 'error',
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: [
      '**/env.ts',
      'scripts/**',
      '**/*.config.ts',
      '**/build.mjs',
      'apps/api/test/**',
      'apps/web/e2e/**',
    ],
    rules: { 'no-restricted-properties': 'off' },
  },
  {
    // Tests read JSON bodies (typed any by inject) and assert on their shape.
    files: ['**/*.test.ts', '**/*.test.tsx', 'apps/web/e2e/**'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    files: ['scripts/**', '**/cli.ts', '**/build.mjs', 'apps/api/bench/**'],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['packages/contract/src/**'],
    ignores: ['packages/contract/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!zod(/|$)|libphonenumber-js/max$|\\.{1,2}/)',
              message: 'The contract depends on zod and libphonenumber-js (phone numbers) only.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**'],
    languageOptions: { globals: { ...globals.browser } },
    rules: { 'no-restricted-imports': ['error', { patterns: webBoundaries }] },
  },
  {
    // Every text a person reads goes through i18next (DESIGN §8), so Arabic can never miss one.
    // Punctuation, symbols and numbers are allowed; letters of any script are not.
    files: ['apps/web/src/**/*.tsx'],
    ignores: ['apps/web/src/**/*.test.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'JSXText[value=/\\p{L}/u]',
          message: 'User-visible text goes through t(); add it to the English and Arabic catalogues.',
        },
        {
          selector: ':matches(JSXElement, JSXFragment) > JSXExpressionContainer > Literal[value=/\\p{L}/u]',
          message: 'User-visible text goes through t(); add it to the English and Arabic catalogues.',
        },
        {
          selector:
            ':matches(JSXElement, JSXFragment) > JSXExpressionContainer > TemplateLiteral > TemplateElement[value.raw=/\\p{L}/u]',
          message: 'User-visible text goes through t(); add it to the English and Arabic catalogues.',
        },
        {
          selector:
            'JSXAttribute[name.name=/^(aria-label|aria-description|aria-valuetext|title|alt|placeholder|label)$/] > Literal[value=/\\p{L}/u]',
          message: 'Labels, titles, alt texts and placeholders go through t() like any other text.',
        },
      ],
    },
  },
  {
    files: ['apps/web/src/features/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...webBoundaries,
            {
              regex: '^\\.\\./\\.\\./(\\.\\./)?features/',
              message: 'Features do not import each other; share through ui/ or lib/.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/api/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^@casting/web(/|$)|(^|/)apps/web(/|$)', message: 'The api never imports the web app.' },
          ],
        },
      ],
    },
  },
);
