// ESLint flat config for the CLI, the service and the example plugins.
import js from '@eslint/js'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  {ignores: ['**/dist/**', '**/node_modules/**', 'oclif.manifest.json', 'examples/*/oclif.manifest.json']},
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: {
        AbortController: 'readonly', AbortSignal: 'readonly', Buffer: 'readonly', FormData: 'readonly', TextDecoder: 'readonly',
        URL: 'readonly', clearInterval: 'readonly', clearTimeout: 'readonly', console: 'readonly', fetch: 'readonly',
        process: 'readonly', setInterval: 'readonly', setTimeout: 'readonly',
      },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', {argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_'}],
      'no-control-regex': 'off',
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: {globals: {module: 'writable', require: 'readonly'}, sourceType: 'commonjs'},
    rules: {'@typescript-eslint/no-require-imports': 'off'},
  },
  {
    files: ['test/**/*.ts', 'server/test/**/*.ts', 'examples/*/test/**/*.ts'],
    rules: {'@typescript-eslint/no-unused-expressions': 'off'},
  },
)
