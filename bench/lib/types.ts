export interface BenchOptions {
  /** Shorter runs: a smoke test that the bench still works, not figures to record. */
  quick: boolean;
}

/** One line of the summary table `run.ts` prints at the end. */
export interface SummaryRow {
  bench: string;
  variant: string;
  figure: string;
  baseline: string;
  ratio: string;
}

export interface Bench {
  name: string;
  /** Runs only when named (`--only <name>`): it takes the whole machine for many minutes. */
  onlyWhenNamed?: boolean;
  run(opts: BenchOptions): Promise<SummaryRow[]>;
}
