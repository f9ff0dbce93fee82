// The app's import order, as zones for the import-boundaries rule (eslint.config.js uses them, and
// import-boundaries.test.js tries them). Paths are relative to the repository root.

/**
 * The shared layers, lowest first. Each imports only the layers before it (and contract/, which
 * imports none of them):
 *   lib      pure logic, no state (slugs, validation, form factor, scrolling arithmetic)
 *   api      the client and one file per call; signs requests with what the stores tell it
 *   stores   state: session, configuration, my list, resume points, ui
 *   focus    the focus engine, keys, Back, layers
 *   components  shared UI: rows, grids, cards, banners, modals
 *   layouts  the TV, desktop and phone frames and navigation
 * Above them the features (none imports another), and src/app, which composes the features.
 */
export const LAYERS = ['lib', 'api', 'stores', 'focus', 'components', 'layouts'];
const TOP = ['./src/features', './src/app'];
const ORDER = `${LAYERS.join(' -> ')} -> features -> app`;

/** The zones for the features found in src/features. */
export function boundaryZones(features) {
  return [
    // A feature imports no other feature: src/app composes them into routes.
    ...features.map((name) => ({
      target: `./src/features/${name}`,
      from: './src/features',
      except: [`./${name}`],
      message: 'Features never import each other: move the shared piece into a shared layer (src/api, src/lib, src/components, ...) or let src/app pass it in.',
    })),
    // A shared layer imports only the layers below it.
    ...LAYERS.map((layer, at) => ({
      target: `./src/${layer}`,
      from: [...LAYERS.slice(at + 1).map((above) => `./src/${above}`), ...TOP],
      message: `src/${layer} imports only the layers below it (${LAYERS.slice(0, at).join(', ') || 'none'}) and contract/. The order is ${ORDER}.`,
    })),
    // The service worker stands alone; test setup and the benchmark's row page use shared layers only.
    { target: './src/sw', from: [...LAYERS.map((layer) => `./src/${layer}`), ...TOP], message: 'The service worker imports nothing of the app.' },
    { target: './src/testing', from: TOP, message: 'src/testing imports shared layers only, no feature and not src/app.' },
    // The row page draws with the app's base styles, so its rows look and measure as the app's do.
    {
      target: './src/harness',
      from: TOP,
      except: ['./base.css'],
      message: 'src/harness imports shared layers only (and the base styles), no feature and not src/app.',
    },
    // Features do not reach up into the app shell either.
    { target: './src/features', from: './src/app', message: `Features do not import src/app. The order is ${ORDER}.` },
  ];
}
