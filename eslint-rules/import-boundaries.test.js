import path from 'node:path';
import { RuleTester } from 'eslint';
import { afterAll, describe, it } from 'vitest';
import importBoundaries from './import-boundaries.js';

RuleTester.afterAll = afterAll;
RuleTester.describe = describe;
RuleTester.it = it;

const root = path.resolve(import.meta.dirname, '..');
const at = (file) => path.join(root, file);
const zones = [
  { target: './src/features/home', from: './src/features', except: ['./home'], message: 'feature to feature' },
  { target: './src/lib', from: ['./src/features', './src/app'], message: 'shared to feature or app' },
];
const options = [{ zones }];

new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } }).run('import-boundaries', importBoundaries, {
  valid: [
    { filename: at('src/features/home/Home.tsx'), code: "import { a } from './rows';", options },
    { filename: at('src/features/home/parts/Row.tsx'), code: "import { a } from '../rows';", options },
    { filename: at('src/features/home/Home.tsx'), code: "import { a } from '../../lib/text';", options },
    { filename: at('src/features/home/Home.tsx'), code: "import React from 'react';", options },
    { filename: at('src/app/routes.tsx'), code: "import { a } from '../features/home/Home';", options },
    { filename: at('src/lib/text.ts'), code: "import { a } from './slug';", options },
  ],
  invalid: [
    { filename: at('src/features/home/Home.tsx'), code: "import { a } from '../auth/Login';", options, errors: [{ message: 'feature to feature' }] },
    { filename: at('src/features/home/parts/Row.tsx'), code: "export { a } from '../../mylist/api';", options, errors: [{ message: 'feature to feature' }] },
    { filename: at('src/features/home/Home.tsx'), code: "export * from '../search';", options, errors: [{ message: 'feature to feature' }] },
    { filename: at('src/features/home/Home.tsx'), code: "const p = () => import('../player/Player');", options, errors: [{ message: 'feature to feature' }] },
    { filename: at('src/lib/text.ts'), code: "import { a } from '../features/home/Home';", options, errors: [{ message: 'shared to feature or app' }] },
    { filename: at('src/lib/text.ts'), code: "import { a } from '../app/App';", options, errors: [{ message: 'shared to feature or app' }] },
  ],
});
