// `npm run lint`: the layering of the code (README, "Who may import whom") as a rule, so a wrong
// import fails CI instead of waiting for a reviewer. Style is Prettier's and TypeScript's business;
// this config checks boundaries only. knip (knip.json) finds unused files, exports and packages.
import boundaries from 'eslint-plugin-boundaries';
import tseslint from 'typescript-eslint';

/** Each kind of code, by where it lives; the first pattern that matches a file names its kind. */
const elements = [
  { type: 'shared', pattern: 'src/shared/**', partialMatch: false },
  // The one storefront folder that reaches into the server: the API client pages render with.
  { type: 'render-client', pattern: 'src/lib/ssr/**', partialMatch: false },
  { type: 'server', pattern: 'src/server/**', partialMatch: false },
  { type: 'lib', pattern: 'src/lib/**', partialMatch: false },
  { type: 'feature', pattern: 'src/features/**', partialMatch: false },
  { type: 'component', pattern: 'src/components/**', partialMatch: false },
  // Pages and layouts (and src/middleware.ts, src/content.config.ts) compose everything.
  { type: 'page', pattern: ['src/pages/**', 'src/layouts/**'], partialMatch: false },
  { type: 'build', pattern: 'src/build/**', partialMatch: false },
];

const to = (...types) => ({ to: { element: { types: { anyOf: types } } } });

export default tseslint.config(
  { ignores: ['dist/**', 'dist-*/**', 'node_modules/**', 'data/**', '.astro/**', 'playwright-report/**', 'test-results/**', 'bench/results/**'] },
  {
    files: ['src/**/*.{ts,tsx,mjs}'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
    plugins: { boundaries },
    settings: {
      'boundaries/elements': elements,
      'boundaries/include': ['src/**/*'],
      'import/resolver': { typescript: { alwaysTryTypes: true, project: './tsconfig.json' } },
    },
    rules: {
      'boundaries/dependencies': [
        2,
        {
          default: 'allow',
          policies: [
            // What both sides share is pure: it imports nothing of ours but itself.
            { from: { element: { type: 'shared' } }, disallow: to('render-client', 'server', 'lib', 'feature', 'component', 'page', 'build') },
            // The API never reaches into the storefront.
            { from: { element: { type: 'server' } }, disallow: to('render-client', 'lib', 'feature', 'component', 'page', 'build') },
            // The storefront's helpers know no UI and no server.
            { from: { element: { type: 'lib' } }, disallow: to('server', 'feature', 'component', 'page') },
            { from: { element: { type: 'render-client' } }, disallow: to('feature', 'component', 'page') },
            // Islands, stores and components never import the server (pages hand them what they need).
            { from: { element: { types: { anyOf: ['feature', 'component'] } } }, disallow: to('server', 'page') },
            { from: { element: { type: 'build' } }, disallow: to('lib', 'feature', 'component', 'page', 'render-client') },
          ],
        },
      ],
    },
  },
);
