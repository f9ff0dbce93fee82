import { LOOK_MESSAGES, lowContrastLine, STUDIO_MESSAGES, THEME_KEYS, THEME_NAMES, type Look, type LookBody } from '../../../contract/studio.js';
import { THEME_DEFAULTS, type Theme } from '../../../contract/theme.js';
import { themeChecks } from '../../../contract/theme-contrast.js';
import type { Db } from '../db/database.js';
import { inTransaction } from '../db/transaction.js';
import { ApiError, badRequest } from '../lib/errors.js';
import { createAppConfigRepository } from '../repositories/app-config.js';
import { createAuditLogRepository } from '../repositories/audit-log.js';

/** The theme as configured: a key the configuration lacks is drawn in its default. */
const themeOf = (config: Record<string, string>): Theme => Object.fromEntries(THEME_KEYS.map((key) => [key, config[key] ?? THEME_DEFAULTS[key]])) as Theme;

function lookOf(theme: Theme): Look {
  const checks = themeChecks(theme);
  return {
    colours: THEME_KEYS.map((key) => ({ key, name: THEME_NAMES[key], value: theme[key], default: THEME_DEFAULTS[key] })),
    checks,
    warnings: checks.filter((check) => !check.passes).map(lowContrastLine),
  };
}

/**
 * The look: the global configuration's theme colours, checked for contrast with the viewer app's
 * own check (contract/theme-contrast.ts). Any operator may change it.
 */
export function createLookService(options: { db: Db; now: () => number; contentChanged: () => Promise<void> }) {
  const { db } = options;
  return {
    async get(customerId: string): Promise<Look> {
      return lookOf(themeOf(await createAppConfigRepository(db).all(customerId)));
    },

    /**
     * Saves every theme colour. Refused when the colours someone saw (`expected`) are no longer the
     * configured ones, and when a check fails, unless `acceptLowContrast` (then the answer warns).
     */
    async save(customerId: string, operator: string, body: LookBody): Promise<Look> {
      const after = { ...body.colours } as Theme;
      let changed = false;
      await inTransaction(db, async (trx) => {
        const config = createAppConfigRepository(trx);
        const before = themeOf(await config.all(customerId));
        // Someone else's change first: the editor reloads before anything else is worth saying.
        if (THEME_KEYS.some((key) => before[key] !== body.expected[key])) throw new ApiError(409, STUDIO_MESSAGES.changedElsewhere);
        const failing = themeChecks(after).filter((check) => !check.passes);
        if (failing.length > 0 && body.acceptLowContrast !== true) throw badRequest(LOOK_MESSAGES.lowContrast(failing.map(lowContrastLine)));
        const keys = THEME_KEYS.filter((key) => before[key] !== after[key]);
        if (keys.length === 0) return;
        await config.set(customerId, Object.fromEntries(keys.map((key) => [key, after[key]])));
        await createAuditLogRepository(trx, options.now).write(customerId, {
          operator,
          action: 'look.save',
          target: 'theme',
          before: Object.fromEntries(keys.map((key) => [key, before[key]])),
          after: Object.fromEntries(keys.map((key) => [key, after[key]])),
        });
        changed = true;
      });
      if (changed) await options.contentChanged();
      return lookOf(after);
    },
  };
}
export type LookService = ReturnType<typeof createLookService>;
