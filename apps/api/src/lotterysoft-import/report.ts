/** What an import could not carry over as it was: every collision and loss, none silent. */
export interface RenamedUser {
  company: string;
  role: string;
  from: string;
  to: string;
}

export interface DayProof {
  company: string;
  seller: string;
  day: string;
  /** centimes: LotterySoft's arithmetic on the dump's raw documents (ledger.ts), and Tiraj's sale report after the import */
  lotterySoft: { sold: number; won: number };
  tiraj: { sold: number; won: number };
}

export class ImportReport {
  readonly counts = new Map<string, number>();
  readonly renamed: RenamedUser[] = [];
  /** device ids held by two sellers (or by a seller already in Tiraj): the import stops */
  readonly duplicateDevices: string[] = [];
  readonly unmatchedSupervisors: string[] = [];
  readonly unknownHashes: string[] = [];
  readonly missingDraws = new Map<string, { tickets: number; centimes: number }>();
  readonly perNumberLimits: string[] = [];
  readonly results: string[] = [];
  /** any other line that did not map as it was */
  readonly other: string[] = [];
  readonly proof: DayProof[] = [];
  paidOut = 0;
  payable = 0;

  count(what: string, by = 1) {
    this.counts.set(what, (this.counts.get(what) ?? 0) + by);
  }

  missingDraw(name: string, centimes: number) {
    const seen = this.missingDraws.get(name) ?? { tickets: 0, centimes: 0 };
    this.missingDraws.set(name, { tickets: seen.tickets + 1, centimes: seen.centimes + centimes });
  }

  get proofDifferences(): DayProof[] {
    return this.proof.filter(
      (p) => p.lotterySoft.sold !== p.tiraj.sold || p.lotterySoft.won !== p.tiraj.won,
    );
  }

  /** The report as a text file a bank can read (and the console prints its summary). */
  text(header: string[]): string {
    const htg = (c: number) => (c / 100).toFixed(2);
    const section = (title: string, lines: string[]) =>
      lines.length ? [`## ${title} (${lines.length})`, ...lines.map((l) => `- ${l}`), ''] : [];
    const differences = this.proofDifferences;
    return [
      ...header,
      '',
      '## Imported',
      ...[...this.counts].map(([what, n]) => `- ${what}: ${n}`),
      `- winners marked paid out (at the import, by the importing admin): ${this.paidOut}`,
      `- winners left payable (--unpaid-since): ${this.payable}`,
      '',
      ...section(
        'User names already taken: renamed (hand the new names to their owners)',
        this.renamed.map((r) => `${r.company} ${r.role} "${r.from}" → "${r.to}"`),
      ),
      ...section('Duplicate device ids (the import stops on these)', this.duplicateDevices),
      ...section(
        'Supervisor names that match nobody (seller left without a supervisor)',
        this.unmatchedSupervisors,
      ),
      ...section(
        'Unknown password hashes (sign-in refused until the company sets a new password)',
        this.unknownHashes,
      ),
      ...section(
        'Tickets on draws that no longer exist (not imported)',
        [...this.missingDraws].map(
          ([name, t]) => `"${name}": ${t.tickets} tickets, ${htg(t.centimes)} HTG`,
        ),
      ),
      ...section('Limits Tiraj cannot hold (not imported)', this.perNumberLimits),
      ...section('Results', this.results),
      ...section('Other', this.other),
      '## Money proof: per seller and draw day, Tiraj sale report = LotterySoft arithmetic (on the dump, read apart from the import)',
      `- ${this.proof.length} seller-days compared, ${differences.length} differ`,
      ...this.proof.map(
        (p) =>
          `- ${differences.includes(p) ? 'DIFFERS ' : ''}${p.company} ${p.seller} ${p.day}: LotterySoft sold ${htg(p.lotterySoft.sold)} won ${htg(p.lotterySoft.won)}; Tiraj sold ${htg(p.tiraj.sold)} won ${htg(p.tiraj.won)}`,
      ),
      '',
    ].join('\n');
  }

  /** The console's summary: counts of each kind of loss, and the proof's result. */
  summary(): string[] {
    const lines = [
      `renamed users: ${this.renamed.length}`,
      `duplicate device ids: ${this.duplicateDevices.length}`,
      `unmatched supervisor names: ${this.unmatchedSupervisors.length}`,
      `unknown password hashes: ${this.unknownHashes.length}`,
      `tickets on missing draws: ${[...this.missingDraws.values()].reduce((a, t) => a + t.tickets, 0)}`,
      `limits not imported: ${this.perNumberLimits.length}`,
      `result remarks: ${this.results.length}`,
      `other remarks: ${this.other.length}`,
    ];
    const differ = this.proofDifferences.length;
    lines.push(
      differ
        ? `MONEY PROOF FAILED: ${differ} of ${this.proof.length} seller-days differ (see the report)`
        : `money proof: ${this.proof.length} seller-days, Tiraj's sale report equals LotterySoft's arithmetic`,
    );
    return lines;
  }
}
