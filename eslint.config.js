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
    // The service opens PDFs through ingest/pdfjs.ts: unpdf's own PDF.js build has no image
    // decoders (JBIG2, CCITT, JPEG 2000 scans read as blank pages). The corpus generator renders
    // its own files and keeps its build (its output is compared byte for byte).
    files: ['server/src/**/*.ts'],
    ignores: ['server/src/ingest/pdfjs.ts', 'server/src/corpus/**'],
    rules: {
      'no-restricted-imports': ['error', {paths: [{message: 'Open PDFs through server/src/ingest/pdfjs.ts (unpdf(), openPdfDocument()).', name: 'unpdf'}]}],
      'no-restricted-syntax': ['error', {message: 'Open PDFs through server/src/ingest/pdfjs.ts (unpdf(), openPdfDocument()).', selector: "ImportExpression[source.value='unpdf']"}],
    },
  },
  {
    files: ['test/**/*.ts', 'server/test/**/*.ts', 'examples/*/test/**/*.ts'],
    rules: {'@typescript-eslint/no-unused-expressions': 'off'},
  },
)
