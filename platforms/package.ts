/**
 * npm run package:tizen / package:webos [-- --server https://tv.example.org --customer lumen]
 * Builds the app with relative paths and packs it for the TV; see platforms/README.md.
 */
import path from 'node:path';
import { buildApp, packageTizen, packageVersion, packageWebos, parsePackageOptions, ROOT } from './packaging';

async function main(): Promise<void> {
  const [platform, ...args] = process.argv.slice(2);
  const options = parsePackageOptions(platform, args, process.env);
  for (const warning of options.warnings) console.warn(`warning: ${warning}`);
  const version = await packageVersion();
  let appDir = options.appDir;
  if (!appDir) {
    appDir = path.join(options.outDir, options.platform, 'app');
    buildApp(appDir);
  }
  const pack = options.platform === 'tizen' ? packageTizen : packageWebos;
  const { stageDir, artefact } = await pack(appDir, options, version);
  const show = (file: string) => path.relative(ROOT, file) || '.';
  console.log(`\n${options.platform} package for ${options.serverUrl} (customer ${options.customerId}), version ${version}:`);
  console.log(`  ${show(artefact)}`);
  // ares-package minifies with its own terser 4, which cannot read the modern chunks (ES2020 and
  // newer); they are minified already, so --no-minify packs them as they are.
  const repack =
    options.platform === 'tizen'
      ? `tizen package -t wgt -s PROFILE -- ${show(stageDir)}`
      : `ares-package --no-minify ${show(stageDir)} -o ${show(options.outDir)}`;
  console.log(`  ${show(stageDir)}/ (the same files, to pack with \`${repack}\`)`);
  if (options.platform === 'tizen') console.log('  unsigned: sign it with your Samsung certificate before installing (platforms/README.md)');
}

main().catch((error: unknown) => {
  console.error(`package: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
