import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
    {
        ignores: [
            'dist',
            'node_modules',
            'mock-server/data',
            'test-results',
            'playwright-report',
            '.tmp',
            'public/pdfjs',
        ],
    },
    {
        extends: [js.configs.recommended, ...tseslint.configs.recommended],
        files: ['**/*.{ts,tsx}'],
        languageOptions: { ecmaVersion: 2023, globals: { ...globals.browser, ...globals.node } },
        plugins: { 'react-hooks': reactHooks },
        rules: {
            ...reactHooks.configs.recommended.rules,
            '@typescript-eslint/consistent-type-imports': 'error',
            '@typescript-eslint/no-unused-vars': [
                'error',
                { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
            ],
            'no-restricted-imports': [
                'error',
                {
                    paths: [
                        {
                            name: '@mui/icons-material',
                            message: 'Import each icon from its own path.',
                        },
                    ],
                },
            ],
            'no-console': ['error', { allow: ['warn', 'error'] }],
        },
    },
    {
        files: ['**/*.{js,mjs,cjs}'],
        extends: [js.configs.recommended],
        languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.node } },
    },
    {
        // The screens reach the backend only through the dataProvider: no request of their own.
        files: ['src/**/*.{ts,tsx}'],
        rules: {
            'no-restricted-globals': [
                'error',
                {
                    name: 'fetch',
                    message: 'Call the backend through the dataProvider (dataProvider/).',
                },
            ],
            'no-restricted-syntax': [
                'error',
                {
                    selector:
                        "MemberExpression[property.name='fetch'][object.name=/^(window|globalThis|self)$/]",
                    message: 'Call the backend through the dataProvider (dataProvider/).',
                },
                {
                    // the component tests wait for the loads under way when a file ends (a
                    // screen's row, `pageOf`, loads through both)
                    selector:
                        "ImportExpression:not(CallExpression[callee.name='onDemand'] > ImportExpression):not(CallExpression[callee.name=/^(lazyNamed|pageOf)$/] > ArrowFunctionExpression > ImportExpression)",
                    message:
                        'Load a module on demand through lazyNamed or onDemand (src/common/lazyNamed.ts).',
                },
            ],
        },
    },
    {
        // the page's entry, which no component test loads
        files: ['src/main.tsx'],
        rules: { 'no-restricted-syntax': 'off' },
    },
    {
        files: ['mock-server/**/*.ts', 'scripts/**', 'tests/**'],
        rules: { 'no-console': 'off' },
    },
);
