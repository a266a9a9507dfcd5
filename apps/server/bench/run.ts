/**
 * Benchmark dispatcher: `npm run bench -w apps/server -- <mode> [options]`. Each mode is a module that
 * prints its own figures; add yours to MODES. Without a mode, the catalogue bench runs; `all` runs every mode.
 */
const MODES: Record<string, () => Promise<(argv: string[]) => Promise<void>>> = {
  catalogue: async () => (await import('./catalogue-bench')).runCatalogueBench,
  push: async () => (await import('./push-bench')).runPushBench,
  bets: async () => (await import('./bets-bench')).runBetsBench,
  wallet: async () => (await import('./wallet-bench')).runWalletBench,
  startup: async () => (await import('./startup-bench')).runStartupBench,
  cluster: async () => (await import('./cluster-bench')).runClusterBench,
  uof: async () => (await import('./uof-bench')).runUofBench,
  sizes: async () => (await import('./sizes-bench')).runSizesBench,
};

async function main(): Promise<void> {
  const [mode, ...rest] = process.argv.slice(2);
  const names = mode === 'all' ? Object.keys(MODES) : mode && !mode.startsWith('-') ? [mode] : ['catalogue'];
  for (const name of names) {
    const load = MODES[name];
    if (!load) throw new Error(`unknown bench mode "${name}"; known: ${Object.keys(MODES).join(', ')}`);
    await (
      await load()
    )(mode === name ? rest : mode?.startsWith('-') ? process.argv.slice(2) : []);
  }
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
