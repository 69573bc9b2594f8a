/** Placeholder until the screen is built. */
export function ResultsPage() {
  return <h1>ResultsPage</h1>;
}
