import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REACT_ROUTER_PRODUCTION_FILE, trimReactRouter } from './vite-react-router-trim';

const PRODUCTION = path.resolve(import.meta.dirname, '../node_modules/react-router/dist/production');
const files = fs
  .readdirSync(PRODUCTION)
  .filter((file) => file.endsWith('.mjs'))
  .map((file) => path.join(PRODUCTION, file));

describe('trimReactRouter', () => {
  it('removes the names given for the developer tools and marks the components pure', () => {
    const code = [
      'var Link = React10.forwardRef(',
      '  function LinkWithRef() {}',
      ');',
      'Link.displayName = "Link";',
      'var RouteContext = React.createContext(null);',
      'var MemoizedDataRoutes = React3.memo(DataRoutes2);',
      'RenderErrorBoundary.contextType = RSCRouterContext;',
      '    FetcherForm2.displayName = "fetcher.Form";',
    ].join('\n');
    expect(trimReactRouter(code).split('\n')).toEqual([
      'var Link = /* @__PURE__ */ React10.forwardRef(',
      '  function LinkWithRef() {}',
      ');',
      '',
      'var RouteContext = /* @__PURE__ */ React.createContext(null);',
      'var MemoizedDataRoutes = /* @__PURE__ */ React3.memo(DataRoutes2);',
      'RenderErrorBoundary.contextType = RSCRouterContext;',
      // Inside a function: left as it is.
      '    FetcherForm2.displayName = "fetcher.Form";',
    ]);
  });

  it("still finds those shapes in the installed React Router's production files", () => {
    expect(files.some((file) => REACT_ROUTER_PRODUCTION_FILE.test(file))).toBe(true);
    const code = files.map((file) => fs.readFileSync(file, 'utf8')).join('\n');
    const trimmed = trimReactRouter(code);
    // The components the app does not use, which their top-level names kept in the home page's JS.
    for (const name of ['Link', 'NavLink', 'Form', 'ScrollRestoration']) {
      expect(code).toContain(`\n${name}.displayName = "${name}";\n`);
      expect(trimmed).not.toContain(`\n${name}.displayName =`);
    }
    for (const name of ['Link', 'NavLink', 'Form']) expect(trimmed).toMatch(new RegExp(`\\nvar ${name} = /\\* @__PURE__ \\*/ React\\d*\\.forwardRef\\(`));
    expect(trimmed.split('\n').length).toBe(code.split('\n').length);
  });
});
