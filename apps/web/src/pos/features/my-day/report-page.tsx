/** Placeholder until the screen is built. */
export function ReportPage() {
  return <h1>ReportPage</h1>;
}
