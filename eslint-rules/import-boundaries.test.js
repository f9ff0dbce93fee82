import path from 'node:path';
import { RuleTester } from 'eslint';
import { afterAll, describe, it } from 'vitest';
import importBoundaries from './import-boundaries.js';
import { boundaryZones } from './zones.js';

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

// The app's own zones (eslint-rules/zones.js): the shared layers in order, lib lowest.
const real = [{ zones: boundaryZones(['home', 'auth']) }];
const layerError = (layer) => ({ message: new RegExp(`^src/${layer} imports only the layers below it`) });

new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } }).run('import-boundaries, the app order', importBoundaries, {
  valid: [
    { filename: at('src/lib/form-factor.ts'), code: "import { a } from '../../contract/limits';", options: real },
    { filename: at('src/api/client.ts'), code: "import { a } from '../lib/tokens';", options: real },
    { filename: at('src/stores/session.ts'), code: "import { a } from '../api/request-context';", options: real },
    { filename: at('src/focus/engine.ts'), code: "import { a } from '../stores/ui';", options: real },
    { filename: at('src/components/VirtualRow.tsx'), code: "import { a } from '../focus/scroll';", options: real },
    { filename: at('src/layouts/Frame.tsx'), code: "import { a } from '../components/Toasts';", options: real },
    { filename: at('src/features/home/HomePage.tsx'), code: "import { a } from '../../layouts/Frame';", options: real },
    { filename: at('src/app/routes.tsx'), code: "const p = () => import('../features/auth/Login');", options: real },
    { filename: at('src/harness/row-main.tsx'), code: "import '../app/base.css';", options: real },
  ],
  invalid: [
    { filename: at('src/lib/resume-path.ts'), code: "import { A } from '../api/get-resume-list';", options: real, errors: [layerError('lib')] },
    { filename: at('src/api/client.ts'), code: "import { useSession } from '../stores/session';", options: real, errors: [layerError('api')] },
    { filename: at('src/stores/ui.ts'), code: "import { a } from '../layouts/form-factor';", options: real, errors: [layerError('stores')] },
    { filename: at('src/focus/engine.ts'), code: "import { a } from '../components/Card';", options: real, errors: [layerError('focus')] },
    { filename: at('src/components/card-sizes.ts'), code: "import { a } from '../layouts/Frame';", options: real, errors: [layerError('components')] },
    { filename: at('src/layouts/Frame.tsx'), code: "import { a } from '../features/home/HomePage';", options: real, errors: [layerError('layouts')] },
    { filename: at('src/features/home/HomePage.tsx'), code: "import { a } from '../auth/Login';", options: real, errors: 1 },
    { filename: at('src/features/home/HomePage.tsx'), code: "import { a } from '../../app/Shell';", options: real, errors: 1 },
    { filename: at('src/sw/sw.ts'), code: "import { a } from '../lib/tokens';", options: real, errors: 1 },
    { filename: at('src/harness/row-main.tsx'), code: "import { a } from '../app/Shell';", options: real, errors: 1 },
  ],
});
