// Lint: the recommended TypeScript rules; lines of at most 120 characters; and the house rules of src/: randomness is
// a parameter (no Math.random), and nothing below the CLI touches the file system (it takes loaded inputs).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

const FILE_SYSTEM = ['node:fs', 'node:fs/promises', 'fs', 'fs/promises'].map((name) => ({
  name,
  message: 'Below the CLI nothing reads or writes files: take a LoadedInput, return a value (src/README.md).',
}));

export default tseslint.config(
  { ignores: ['node_modules', 'reports', 'coverage', 'dist', '.dependency-cruiser.cjs'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'max-len': ['error', { code: 120, ignoreUrls: true, ignoreRegExpLiterals: true }],
    },
  },
  {
    files: ['src/**/*.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'Math', property: 'random', message: 'Randomness is a parameter: take a DiceSource.' },
      ],
    },
  },
  {
    files: ['src/**/*.ts'],
    ignores: ['src/cli/**'],
    rules: { 'no-restricted-imports': ['error', { paths: FILE_SYSTEM }] },
  },
  {
    // Report pages are prose in HTML templates: a line of text stays whole, so the page's bytes do not depend on the
    // width of the code around it.
    files: ['src/report/**/*.ts'],
    rules: {
      'max-len': ['error', { code: 120, ignoreUrls: true, ignoreRegExpLiterals: true, ignoreTemplateLiterals: true }],
    },
  },
);
