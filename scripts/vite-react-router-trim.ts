/**
 * Lets the build drop the parts of React Router the app never uses (Link, NavLink, Form and the
 * prefetching, form submission and RSC code they reach: 4 KB gzip of the home page's JS).
 *
 * React Router's production files give each component a name for React's developer tools at the
 * top level (`Link.displayName = "Link";`), and make its components with calls the bundler cannot
 * know are free of side effects (`var Link = React10.forwardRef(...)`): either keeps a component
 * that nothing imports, with everything it calls. This removes those name assignments (read only
 * by the developer tools) and marks those calls pure, in react-router's production files only.
 * scripts/vite-react-router-trim.test.ts checks the installed version still has these shapes.
 */
import type { Plugin } from 'vite';

/** React Router's production build (vite.config.ts points `react-router` at it). */
export const REACT_ROUTER_PRODUCTION_FILE = /[\\/]node_modules[\\/]react-router[\\/]dist[\\/]production[\\/][^\\/]+\.mjs$/;
/** `Link.displayName = "Link";` alone on its line. */
const DISPLAY_NAME = /^[A-Za-z_$][\w$]*\.displayName = "[^"\n]*";$/gm;
/** `var Link = React10.forwardRef(`, and likewise for memo and createContext. */
const COMPONENT_CALL = /^(var [A-Za-z_$][\w$]* = )(React\d*\.(?:forwardRef|memo|createContext)\()/gm;

/** React Router's production code with its components' names removed and their making marked pure. */
export function trimReactRouter(code: string): string {
  return code.replace(DISPLAY_NAME, '').replace(COMPONENT_CALL, '$1/* @__PURE__ */ $2');
}

export function reactRouterTrimPlugin(): Plugin {
  return {
    name: 'lumen:react-router-trim',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!REACT_ROUTER_PRODUCTION_FILE.test(id)) return null;
      const trimmed = trimReactRouter(code);
      // No line is added or removed (a name's line is only emptied), so the source map stays true to the line.
      return trimmed === code ? null : { code: trimmed, map: null };
    },
  };
}
